package dev.vex.spring.boot;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code vex.*} properties: the Ollama servers, the models, the turn's timeout, grounding and
 * guards. Every one has a default, so an application with only the starter on the classpath gets a
 * grounded, guarded agent on a local Ollama.
 */
@ConfigurationProperties(prefix = "vex")
public class VexProperties {

  /** The model for every role, unless a role lists its own. */
  private String model = "qwen2.5:3b";

  /** Models for turns that offer tools, best first; empty uses {@code vex.model}. */
  private List<String> toolsModels = new ArrayList<>();

  /** Models for turns without tools, best first; empty uses {@code vex.model}. */
  private List<String> chatModels = new ArrayList<>();

  /** Models for turns with images, best first; empty uses {@code vex.model}. */
  private List<String> visionModels = new ArrayList<>();

  /** The deadline of a whole turn (0 for none, at most 24 h). */
  private Duration callTimeout = Duration.ofSeconds(60);

  /** The language of the reply's overrides and fallbacks, as a language tag (en, nb). */
  private Locale locale = Locale.ENGLISH;

  /** A system prompt of the application's own; empty keeps Vex's. */
  private String systemPrompt = "";

  private final Ollama ollama = new Ollama();
  private final Grounding grounding = new Grounding();
  private final Guards guards = new Guards();
  private final Memory memory = new Memory();
  private final Tools tools = new Tools();

  public String getModel() {
    return model;
  }

  public void setModel(String model) {
    this.model = model;
  }

  public List<String> getToolsModels() {
    return toolsModels;
  }

  public void setToolsModels(List<String> toolsModels) {
    this.toolsModels = toolsModels;
  }

  public List<String> getChatModels() {
    return chatModels;
  }

  public void setChatModels(List<String> chatModels) {
    this.chatModels = chatModels;
  }

  public List<String> getVisionModels() {
    return visionModels;
  }

  public void setVisionModels(List<String> visionModels) {
    this.visionModels = visionModels;
  }

  public Duration getCallTimeout() {
    return callTimeout;
  }

  public void setCallTimeout(Duration callTimeout) {
    this.callTimeout = callTimeout;
  }

  public Locale getLocale() {
    return locale;
  }

  public void setLocale(Locale locale) {
    this.locale = locale;
  }

  public String getSystemPrompt() {
    return systemPrompt;
  }

  public void setSystemPrompt(String systemPrompt) {
    this.systemPrompt = systemPrompt;
  }

  public Ollama getOllama() {
    return ollama;
  }

  public Grounding getGrounding() {
    return grounding;
  }

  public Guards getGuards() {
    return guards;
  }

  public Memory getMemory() {
    return memory;
  }

  public Tools getTools() {
    return tools;
  }

  /** Every model the properties name, for the health check. */
  List<String> allModels() {
    List<String> all = new ArrayList<>();
    all.add(model);
    for (List<String> l : List.of(toolsModels, chatModels, visionModels)) {
      for (String m : l) {
        if (!all.contains(m)) {
          all.add(m);
        }
      }
    }
    return all;
  }

  /** The Ollama servers. */
  public static class Ollama {
    /**
     * The Ollama servers' base URLs. One is used directly; several form a pool that sends each
     * request to a server that has the model and is healthy.
     */
    private List<String> baseUrls = new ArrayList<>(List.of("http://127.0.0.1:11434"));

    /** With several servers: the most concurrent requests per server (0 keeps the pool's). */
    private int maxConcurrentPerServer = 0;

    /** How long a health check or a model list may take per server. */
    private Duration queryTimeout = Duration.ofSeconds(5);

    public List<String> getBaseUrls() {
      return baseUrls;
    }

    public void setBaseUrls(List<String> baseUrls) {
      this.baseUrls = baseUrls;
    }

    public int getMaxConcurrentPerServer() {
      return maxConcurrentPerServer;
    }

    public void setMaxConcurrentPerServer(int maxConcurrentPerServer) {
      this.maxConcurrentPerServer = maxConcurrentPerServer;
    }

    public Duration getQueryTimeout() {
      return queryTimeout;
    }

    public void setQueryTimeout(Duration queryTimeout) {
      this.queryTimeout = queryTimeout;
    }
  }

  /** Grounding: live data fetched before the model speaks. */
  public static class Grounding {
    /** Whether the agent fetches live data for what the user asks (weather, prices, scores). */
    private boolean enabled = true;

    /** How long all fetches of a turn may take together; empty keeps the agent's (2.5 s). */
    private Duration deadline;

    /**
     * Per kind (weather, news, search, stocks, crypto, recipes, sports, currency, translate): on or
     * off, the source's base URL and its cache TTL.
     */
    private Map<String, Kind> kinds = new LinkedHashMap<>();

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public Duration getDeadline() {
      return deadline;
    }

    public void setDeadline(Duration deadline) {
      this.deadline = deadline;
    }

    public Map<String, Kind> getKinds() {
      return kinds;
    }

    public void setKinds(Map<String, Kind> kinds) {
      this.kinds = kinds;
    }
  }

  /** One grounding kind. */
  public static class Kind {
    /** Whether this kind is fetched. */
    private boolean enabled = true;

    /** The source's base URL; empty keeps the fetcher's default (its public source). */
    private String baseUrl;

    /** How long one fetch may take; empty keeps the fetcher's default (2 s, translate 5 s). */
    private Duration timeout;

    /** How long an answer is reused; empty keeps the fetcher's default. */
    private Duration cacheTtl;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public String getBaseUrl() {
      return baseUrl;
    }

    public void setBaseUrl(String baseUrl) {
      this.baseUrl = baseUrl;
    }

    public Duration getTimeout() {
      return timeout;
    }

    public void setTimeout(Duration timeout) {
      this.timeout = timeout;
    }

    public Duration getCacheTtl() {
      return cacheTtl;
    }

    public void setCacheTtl(Duration cacheTtl) {
      this.cacheTtl = cacheTtl;
    }
  }

  /** Guards: the reply checked against the fetched data before the user sees it. */
  public static class Guards {
    /** Whether Vex's default guards run (failed fetch, URL allowlist, digit scan). */
    private boolean enabled = true;

    /** Domains a reply may link to besides the allowlist's defaults and the turn's sources. */
    private List<String> allowlist = new ArrayList<>();

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public List<String> getAllowlist() {
      return allowlist;
    }

    public void setAllowlist(List<String> allowlist) {
      this.allowlist = allowlist;
    }
  }

  /** Which memory writes a {@code JdbcMemoryStore} and the agent accept. */
  public enum MemoryPolicyName {
    /** Personal facts the user stated; task-shaped turns never reach memory (Vex's default). */
    PERSONAL_FACTS,
    /** Nothing is written. */
    NEVER
  }

  /**
   * Long-term memory, with vex-memory on the classpath: a {@code JdbcMemoryStore} in a SQLite file
   * when {@code sqlite-file} is set, else on the application's {@code DataSource} (PostgreSQL).
   */
  public static class Memory {
    /** Whether the agent gets a memory store when vex-memory is on the classpath. */
    private boolean enabled = true;

    /** A SQLite file to keep memory in (its folder must exist); unset uses the DataSource. */
    private Path sqliteFile;

    /** Which writes are kept. */
    private MemoryPolicyName policy = MemoryPolicyName.PERSONAL_FACTS;

    /** How long an operation waits for another connection's lock (0 to 10 min). */
    private Duration busyTimeout = Duration.ofSeconds(5);

    /** How many connections a SQLite store opens at most (1 to 64). */
    private int connections = 4;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public Path getSqliteFile() {
      return sqliteFile;
    }

    public void setSqliteFile(Path sqliteFile) {
      this.sqliteFile = sqliteFile;
    }

    public MemoryPolicyName getPolicy() {
      return policy;
    }

    public void setPolicy(MemoryPolicyName policy) {
      this.policy = policy;
    }

    public Duration getBusyTimeout() {
      return busyTimeout;
    }

    public void setBusyTimeout(Duration busyTimeout) {
      this.busyTimeout = busyTimeout;
    }

    public int getConnections() {
      return connections;
    }

    public void setConnections(int connections) {
      this.connections = connections;
    }
  }

  /**
   * Vex's built-in tools, with vex-tools on the classpath: the file, note and sandboxed shell tools
   * in a workspace folder, and the web tools under a network policy.
   */
  public static class Tools {
    /** Whether the agent gets vex-tools' tools when vex-tools is on the classpath. */
    private boolean enabled = true;

    /** The folder the file, note and shell tools are confined to; unset: none of them. */
    private Path workspace;

    private final Web web = new Web();

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public Path getWorkspace() {
      return workspace;
    }

    public void setWorkspace(Path workspace) {
      this.workspace = workspace;
    }

    public Web getWeb() {
      return web;
    }
  }

  /** The web tools ({@code fetch_url}, {@code web_search}) and the addresses they may reach. */
  public static class Web {
    /** Whether the web tools are made; public addresses only unless allowed below. */
    private boolean enabled = false;

    /** Whether the web tools may reach loopback addresses. */
    private boolean allowLoopback = false;

    /** Whether the web tools may reach private network addresses (RFC 1918, ULA, CGNAT). */
    private boolean allowPrivate = false;

    /**
     * Hosts (host or host:port, as written in URLs) the web tools may reach whatever they resolve
     * to.
     */
    private List<String> allowHosts = new ArrayList<>();

    /** A SearXNG instance's base URL for {@code web_search}; unset: no web_search. */
    private String searxngUrl;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public boolean isAllowLoopback() {
      return allowLoopback;
    }

    public void setAllowLoopback(boolean allowLoopback) {
      this.allowLoopback = allowLoopback;
    }

    public boolean isAllowPrivate() {
      return allowPrivate;
    }

    public void setAllowPrivate(boolean allowPrivate) {
      this.allowPrivate = allowPrivate;
    }

    public List<String> getAllowHosts() {
      return allowHosts;
    }

    public void setAllowHosts(List<String> allowHosts) {
      this.allowHosts = allowHosts;
    }

    public String getSearxngUrl() {
      return searxngUrl;
    }

    public void setSearxngUrl(String searxngUrl) {
      this.searxngUrl = searxngUrl;
    }
  }
}

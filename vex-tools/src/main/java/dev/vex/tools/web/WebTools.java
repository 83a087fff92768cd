package dev.vex.tools.web;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The web tools: {@code fetch_url} (a page as readable text), {@code web_search} (SearXNG's JSON
 * API, directly or through a named n8n workflow) and {@code call_workflow} (a POST to a named n8n
 * webhook from the host's map; other names are refused). Every request goes through the {@link
 * NetworkPolicy}, hop by hop, with one timeout for the whole exchange and a cap on the body.
 * Immutable and thread-safe.
 *
 * <p>Each tool lives in its own class ({@code PageFetch}, {@code WebSearch}, {@code Workflows}),
 * the HTML-to-text conversion in {@code PageText}, and the HTTP with its per-hop policy in {@code
 * SafeHttp}; this class configures them and hands out the tools.
 */
public final class WebTools {
  /** The name of the page fetch tool. */
  public static final String FETCH_URL = "fetch_url";

  /** The name of the search tool. */
  public static final String WEB_SEARCH = "web_search";

  /** The name of the workflow tool. */
  public static final String CALL_WORKFLOW = "call_workflow";

  private final Duration timeout;
  private final String searxngUrl;
  private final String searchWorkflow;
  private final Map<String, URI> workflows;
  private final PageFetch pageFetch;
  private final WebSearch webSearch;
  private final Workflows workflowCalls;

  private WebTools(Builder b) {
    List<URI> configured = new ArrayList<>(b.workflows.values());
    if (!b.searxngUrl.isEmpty()) {
      configured.add(URI.create(b.searxngUrl));
    }
    SafeHttp http = new SafeHttp(b.policy.withConfiguredPorts(configured), b.timeout, b.maxBytes);
    this.timeout = b.timeout;
    this.searxngUrl = b.searxngUrl;
    this.searchWorkflow = b.searchWorkflow;
    this.workflows = Map.copyOf(b.workflows);
    if (!searchWorkflow.isEmpty() && !workflows.containsKey(searchWorkflow)) {
      throw new IllegalArgumentException(
          "search workflow '" + searchWorkflow + "' is not among the workflows " + workflows);
    }
    this.pageFetch = new PageFetch(http, b.timeout, b.maxChars);
    this.webSearch =
        new WebSearch(http, searxngUrl, searchWorkflow, workflows, b.maxResults, b.maxChars);
    this.workflowCalls = new Workflows(http, workflows, b.maxChars);
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns {@code fetch_url}: fetches a web page and returns its title and readable text.
   *
   * @return the tool
   */
  public Tool fetchUrl() {
    return new Tool(
        FETCH_URL,
        "Read a web page as text.",
        ObjectSchema.builder().requiredString("url", "http(s) URL").build(),
        args -> fetch(args.string("url")),
        timeout.plusSeconds(1));
  }

  /**
   * Returns {@code web_search}: searches the web and returns titles, links and snippets. Empty when
   * neither a SearXNG URL nor a search workflow is configured.
   *
   * @return the tool, if search is configured
   */
  public java.util.Optional<Tool> webSearch() {
    if (searxngUrl.isEmpty() && searchWorkflow.isEmpty()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new Tool(
            WEB_SEARCH,
            "Search the web.",
            ObjectSchema.builder().requiredString("query", "search terms").build(),
            args -> search(args.string("query")),
            timeout.plusSeconds(1)));
  }

  /**
   * Returns {@code call_workflow}: runs one of the host's named n8n workflows. Empty when no
   * workflow is configured.
   *
   * @return the tool, if workflows are configured
   */
  public java.util.Optional<Tool> callWorkflow() {
    if (workflows.isEmpty()) {
      return java.util.Optional.empty();
    }
    String names = String.join(", ", new java.util.TreeSet<>(workflows.keySet()));
    return java.util.Optional.of(
        new Tool(
            CALL_WORKFLOW,
            "Run a named workflow: " + names + ".",
            ObjectSchema.builder()
                .requiredString("name", "workflow name")
                .optionalString("input", "text to send")
                .build(),
            args -> workflow(args.string("name"), args.optionalString("input").orElse("")),
            timeout.plusSeconds(1)));
  }

  String fetch(String url) throws InterruptedException, IOException {
    return pageFetch.fetch(url);
  }

  String search(String query) throws InterruptedException {
    return webSearch.search(query);
  }

  String workflow(String name, String input) throws InterruptedException {
    return workflowCalls.workflow(name, input);
  }

  /** Configures {@link WebTools}. Not thread-safe. */
  public static final class Builder {
    private NetworkPolicy policy = NetworkPolicy.defaults();
    private Duration timeout = Duration.ofSeconds(10);
    private int maxBytes = 2 * 1024 * 1024;
    private int maxChars = 8_000;
    private String searxngUrl = "";
    private String searchWorkflow = "";
    private int maxResults = 5;
    private final Map<String, URI> workflows = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Sets which addresses may be reached. The default is {@link NetworkPolicy#defaults()}: public
     * addresses only.
     *
     * @param policy the policy
     * @return this builder
     */
    public Builder networkPolicy(NetworkPolicy policy) {
      this.policy = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Sets the time for one whole request: every redirect hop and the body. The default is 10
     * seconds.
     *
     * @param timeout 100 ms to 5 minutes
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      if (timeout.compareTo(Duration.ofMillis(100)) < 0
          || timeout.compareTo(Duration.ofMinutes(5)) > 0) {
        throw new IllegalArgumentException("timeout must be 100 ms to 5 minutes: " + timeout);
      }
      this.timeout = timeout;
      return this;
    }

    /**
     * Sets how many bytes of a body are read; the rest is not downloaded. The default is 2 MiB.
     *
     * @param bytes 1 KiB to 64 MiB
     * @return this builder
     */
    public Builder maxBytes(int bytes) {
      if (bytes < 1024 || bytes > 64 * 1024 * 1024) {
        throw new IllegalArgumentException("maxBytes must be 1 KiB to 64 MiB: " + bytes);
      }
      this.maxBytes = bytes;
      return this;
    }

    /**
     * Sets how many characters of text a tool returns; longer text is cut with a marker. The
     * default is 8,000.
     *
     * @param chars 200 to 200,000
     * @return this builder
     */
    public Builder maxChars(int chars) {
      if (chars < 200 || chars > 200_000) {
        throw new IllegalArgumentException("maxChars must be 200 to 200,000: " + chars);
      }
      this.maxChars = chars;
      return this;
    }

    /**
     * Searches a SearXNG instance ({@code GET {url}/search?q=…&format=json}; its {@code
     * settings.yml} must enable the {@code json} format). The default is none. An instance on the
     * host's own machine needs {@link NetworkPolicy.Builder#allowHost(String)}.
     *
     * @param url the instance's base URL, such as {@code http://searxng:8080}
     * @return this builder
     */
    public Builder searxng(String url) {
      String u = Objects.requireNonNull(url, "url").strip();
      this.searxngUrl = u.endsWith("/") ? u.substring(0, u.length() - 1) : u;
      return this;
    }

    /**
     * Searches through one of the {@link #workflow(String, String) workflows} instead of SearXNG:
     * {@code GET {webhook}?q=…}, answered with SearXNG's JSON shape (an object whose {@code
     * results} hold {@code title}, {@code url} and {@code content}). The default is none.
     *
     * @param name the workflow's name
     * @return this builder
     */
    public Builder searchWorkflow(String name) {
      this.searchWorkflow = Objects.requireNonNull(name, "name").strip();
      return this;
    }

    /**
     * Sets how many search results are returned. The default is 5.
     *
     * @param max 1 to 20
     * @return this builder
     */
    public Builder maxResults(int max) {
      if (max < 1 || max > 20) {
        throw new IllegalArgumentException("maxResults must be 1 to 20: " + max);
      }
      this.maxResults = max;
      return this;
    }

    /**
     * Adds a named n8n workflow that {@code call_workflow} may run. The default is none; names not
     * added are refused.
     *
     * @param name the name the model uses: letters, digits, {@code _} and {@code -}
     * @param webhookUrl the webhook's production URL
     * @return this builder
     */
    public Builder workflow(String name, String webhookUrl) {
      if (!name.matches("[A-Za-z0-9_-]{1,40}")) {
        throw new IllegalArgumentException("workflow name must be 1-40 letters, digits, _ or -");
      }
      URI uri = URI.create(webhookUrl.strip());
      if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())) {
        throw new IllegalArgumentException("webhook URL must be http or https: " + webhookUrl);
      }
      workflows.put(name, uri);
      return this;
    }

    /**
     * Builds the tools.
     *
     * @return the web tools
     * @throws IllegalArgumentException when the search workflow is not among the workflows
     */
    public WebTools build() {
      return new WebTools(this);
    }
  }
}

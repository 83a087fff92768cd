package dev.vex.tools.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.tools.internal.Texts;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeVisitor;

/**
 * The web tools: {@code fetch_url} (a page as readable text), {@code web_search} (SearXNG's JSON
 * API, directly or through a named n8n workflow) and {@code call_workflow} (a POST to a named n8n
 * webhook from the host's map; other names are refused). Every request goes through the {@link
 * NetworkPolicy}, hop by hop, with one timeout for the whole exchange and a cap on the body.
 * Immutable and thread-safe.
 */
public final class WebTools {
  /** The name of the page fetch tool. */
  public static final String FETCH_URL = "fetch_url";

  /** The name of the search tool. */
  public static final String WEB_SEARCH = "web_search";

  /** The name of the workflow tool. */
  public static final String CALL_WORKFLOW = "call_workflow";

  /**
   * The elements that break a line. Looked up by tag name: {@code Element.is(cssQuery)} parses the
   * query on every call and walks up to the root, which made a page of deeply nested unclosed tags
   * cost seconds per megabyte.
   */
  private static final Set<String> BLOCKS =
      Set.of(
          "p",
          "div",
          "br",
          "h1",
          "h2",
          "h3",
          "h4",
          "h5",
          "h6",
          "li",
          "tr",
          "pre",
          "blockquote",
          "section",
          "article",
          "table",
          "ul",
          "ol",
          "dt",
          "dd",
          "hr");

  /** How many nodes the text conversion visits between two looks at the clock and interrupt. */
  private static final int CHECK_EVERY = 1024;

  private final SafeHttp http;
  private final Duration timeout;
  private final int maxChars;
  private final String searxngUrl;
  private final String searchWorkflow;
  private final int maxResults;
  private final Map<String, URI> workflows;

  private WebTools(Builder b) {
    List<URI> configured = new ArrayList<>(b.workflows.values());
    if (!b.searxngUrl.isEmpty()) {
      configured.add(URI.create(b.searxngUrl));
    }
    this.http = new SafeHttp(b.policy.withConfiguredPorts(configured), b.timeout, b.maxBytes);
    this.timeout = b.timeout;
    this.maxChars = b.maxChars;
    this.searxngUrl = b.searxngUrl;
    this.searchWorkflow = b.searchWorkflow;
    this.maxResults = b.maxResults;
    this.workflows = Map.copyOf(b.workflows);
    if (!searchWorkflow.isEmpty() && !workflows.containsKey(searchWorkflow)) {
      throw new IllegalArgumentException(
          "search workflow '" + searchWorkflow + "' is not among the workflows " + workflows);
    }
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
    // The tool's own timeout: the request's, plus the second the tool is given to make its text.
    long deadline = System.nanoTime() + timeout.plusSeconds(1).toNanos();
    URI uri = parse(url);
    SafeHttp.Response r = http.get("web page", uri);
    failOnStatus(r);
    String type = r.contentType().toLowerCase(Locale.ROOT);
    String text;
    String title = "";
    if (type.isEmpty() || type.contains("html") || type.contains("xml")) {
      String charset = type.contains("charset=") ? r.charset().name() : null;
      Document doc = parseHtml(r.body(), charset, r.url().toString(), deadline);
      title = doc.title();
      text = readable(doc, deadline);
    } else if (type.startsWith("text/") || type.contains("json")) {
      text = r.text();
    } else {
      return "The page at "
          + r.url()
          + " is "
          + r.contentType()
          + " ("
          + r.body().length
          + (r.truncated() ? "+" : "")
          + " bytes), not text; it is not shown.";
    }
    StringBuilder sb = new StringBuilder("URL: ").append(r.url()).append('\n');
    if (!title.isBlank()) {
      sb.append("Title: ").append(title.strip()).append('\n');
    }
    sb.append('\n').append(text.strip());
    if (r.truncated()) {
      sb.append("\n[the page is longer than the download limit; the rest was not read]");
    }
    return Texts.cut(sb.toString(), maxChars);
  }

  String search(String query) throws InterruptedException {
    String q = query.strip();
    if (q.isEmpty()) {
      throw new IllegalArgumentException("the query is empty; send search terms");
    }
    String encoded = URLEncoder.encode(q, StandardCharsets.UTF_8);
    SafeHttp.Response r;
    if (!searchWorkflow.isEmpty()) {
      URI hook = workflows.get(searchWorkflow);
      String sep = hook.toString().contains("?") ? "&" : "?";
      r = http.get("n8n workflow " + searchWorkflow, URI.create(hook + sep + "q=" + encoded));
    } else {
      r = http.get("SearXNG", URI.create(searxngUrl + "/search?q=" + encoded + "&format=json"));
    }
    failOnStatus(r);
    JsonObject json = json(r);
    JsonElement results = json.get("results");
    if (results == null || !results.isJsonArray()) {
      throw new SourceException(
          r.source(),
          r.url().toString(),
          r.status(),
          "no results array",
          Reason.BAD_RESPONSE,
          null);
    }
    List<String> lines = new ArrayList<>();
    for (JsonElement e : (JsonArray) results) {
      if (lines.size() >= maxResults) {
        break;
      }
      if (!e.isJsonObject()) {
        continue;
      }
      JsonObject o = e.getAsJsonObject();
      String link = str(o, "url");
      if (!link.startsWith("http://") && !link.startsWith("https://")) {
        continue;
      }
      String line =
          (lines.size() + 1) + ". " + Texts.oneLine(str(o, "title"), 200) + "\n   " + link;
      String content = Texts.oneLine(str(o, "content"), 300);
      if (!content.isEmpty()) {
        line += "\n   " + content;
      }
      lines.add(line);
    }
    if (lines.isEmpty()) {
      return "No results for \"" + Texts.oneLine(q, 200) + "\".";
    }
    return Texts.cut(String.join("\n", lines), maxChars);
  }

  String workflow(String name, String input) throws InterruptedException {
    URI hook = workflows.get(name.strip());
    if (hook == null) {
      throw new IllegalArgumentException(
          "there is no workflow named '"
              + Texts.oneLine(name, 60)
              + "'; the workflows are: "
              + String.join(", ", new java.util.TreeSet<>(workflows.keySet())));
    }
    JsonObject body = new JsonObject();
    body.addProperty("input", input);
    SafeHttp.Response r =
        http.post(
            "n8n workflow " + name,
            hook,
            "application/json",
            body.toString().getBytes(StandardCharsets.UTF_8));
    failOnStatus(r);
    String text = r.text().strip();
    return Texts.cut(text.isEmpty() ? "The workflow " + name + " ran." : text, maxChars);
  }

  private static URI parse(String url) {
    try {
      URI uri = new URI(url.strip());
      if (!uri.isAbsolute()) {
        throw new IllegalArgumentException("'" + Texts.oneLine(url, 100) + "' is not a full URL");
      }
      return uri;
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("'" + Texts.oneLine(url, 100) + "' is not a valid URL", e);
    }
  }

  private static void failOnStatus(SafeHttp.Response r) {
    if (r.status() < 400) {
      return;
    }
    String message = Texts.oneLine(r.text(), 300);
    try {
      JsonElement e = JsonParser.parseString(r.text());
      if (e.isJsonObject() && e.getAsJsonObject().has("message")) {
        message = Texts.oneLine(e.getAsJsonObject().get("message").getAsString(), 300);
      }
    } catch (RuntimeException ignored) {
      // not JSON: keep the text
    }
    throw new SourceException(
        r.source(),
        r.url().toString(),
        r.status(),
        message,
        r.status() == 404
            ? Reason.NOT_FOUND
            : r.status() == 429 ? Reason.RATE_LIMITED : Reason.HTTP_ERROR,
        null);
  }

  private static JsonObject json(SafeHttp.Response r) {
    if (r.truncated()) {
      throw new SourceException(
          r.source(),
          r.url().toString(),
          r.status(),
          "the answer is larger than the download limit",
          Reason.BAD_RESPONSE,
          null);
    }
    try {
      JsonElement e = JsonParser.parseString(r.text());
      if (e.isJsonObject()) {
        return e.getAsJsonObject();
      }
    } catch (JsonParseException e) {
      throw new SourceException(
          r.source(), r.url().toString(), r.status(), "not JSON", Reason.BAD_RESPONSE, e);
    }
    throw new SourceException(
        r.source(), r.url().toString(), r.status(), "not a JSON object", Reason.BAD_RESPONSE, null);
  }

  private static String str(JsonObject o, String name) {
    JsonElement e = o.get(name);
    return e == null || !e.isJsonPrimitive() ? "" : e.getAsString().strip();
  }

  /** Raised inside jsoup's parse and traversal when the tool's time is up or it was interrupted. */
  private static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super(null, null, false, false);
    }
  }

  private static void checkTime(long deadline) {
    if (Thread.currentThread().isInterrupted() || System.nanoTime() - deadline > 0) {
      throw new Stopped();
    }
  }

  private static InterruptedException stopped() {
    Thread.interrupted();
    return new InterruptedException(
        "fetch_url ran out of time making text of the page (or was interrupted)");
  }

  /**
   * Parses the page with jsoup, reading the body through a stream that stops the parse at the
   * tool's deadline or an interrupt: jsoup reads its input a buffer at a time, so the check runs
   * every few kilobytes.
   */
  static Document parseHtml(byte[] body, String charset, String url, long deadline)
      throws IOException, InterruptedException {
    InputStream in =
        new FilterInputStream(new ByteArrayInputStream(body)) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            checkTime(deadline);
            return super.read(b, off, Math.min(len, 8192));
          }
        };
    try {
      return Jsoup.parse(in, charset, url);
    } catch (Stopped e) {
      throw stopped();
    }
  }

  /**
   * Text of the page's body with a line break around each block, without scripts and chrome. One
   * pass over the nodes, constant work per node; it stops at {@code deadline} (a {@link
   * System#nanoTime()} value) or an interrupt with an {@link InterruptedException}.
   */
  static String readable(Document doc, long deadline) throws InterruptedException {
    try {
      return readableUnchecked(doc, deadline);
    } catch (Stopped e) {
      throw stopped();
    }
  }

  private static String readableUnchecked(Document doc, long deadline) {
    doc.select("script,style,noscript,template,svg,nav,footer,aside,form,iframe,head").remove();
    checkTime(deadline);
    Element body = doc.body();
    if (body == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    body.traverse(
        new NodeVisitor() {
          private int visited;

          @Override
          public void head(Node node, int depth) {
            if (++visited % CHECK_EVERY == 0) {
              checkTime(deadline);
            }
            if (node instanceof TextNode t) {
              String s = t.text();
              if (!s.isBlank()) {
                if (sb.length() > 0 && !Character.isWhitespace(sb.charAt(sb.length() - 1))) {
                  sb.append(' ');
                }
                sb.append(s.strip());
              }
            } else if (isBlock(node)) {
              newline(sb);
            }
          }

          @Override
          public void tail(Node node, int depth) {
            if (isBlock(node)) {
              newline(sb);
            }
          }
        });
    return sb.toString().replaceAll("\n{3,}", "\n\n").strip();
  }

  private static boolean isBlock(Node node) {
    return node instanceof Element e && BLOCKS.contains(e.normalName());
  }

  private static void newline(StringBuilder sb) {
    if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') {
      sb.append('\n');
    }
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

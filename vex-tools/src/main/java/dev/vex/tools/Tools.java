package dev.vex.tools;

import dev.vex.core.Agent;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.tools.calendar.CalendarTools;
import dev.vex.tools.comms.ChatSink;
import dev.vex.tools.comms.ChatTool;
import dev.vex.tools.delegation.Delegation;
import dev.vex.tools.files.FileTools;
import dev.vex.tools.files.Workspace;
import dev.vex.tools.notes.MarkdownNoteStore;
import dev.vex.tools.notes.NoteStore;
import dev.vex.tools.notes.NoteTools;
import dev.vex.tools.pdf.PdfTool;
import dev.vex.tools.sandbox.SandboxRunner;
import dev.vex.tools.sandbox.ShellTools;
import dev.vex.tools.store.FileStore;
import dev.vex.tools.vision.ImageTool;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.WebTools;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The built-in tools in one piece, each confined by the policy the host sets here.
 *
 * <pre>{@code
 * Tools tools = Tools.builder()
 *     .workspace(Path.of("/srv/agent"))                // files, notes, sandbox, images
 *     .networkPolicy(NetworkPolicy.builder().allowHost("searxng").build())
 *     .searxng("http://searxng:8080")                  // fetch_url, web_search
 *     .fileStore(fileServer.store())                   // make_pdf
 *     .calendar(CalendarTools.builder().source(CalendarSource.file("work", ics)).build())
 *     .chatSink(text -> push.send(user, text))         // send_chat_message
 *     .vision(ollamaClient, "llava:7b", "gemma3:4b")   // analyze_image
 *     .build();
 * Agent agent = tools.applyTo(Agent.builder().model("qwen2.5:3b")).build();
 * }</pre>
 *
 * <p>Only the tools whose dependency is configured are made: no workspace, no file tools. The shell
 * tools use bubblewrap when {@code bwrap} is installed and refuse to run otherwise, unless the host
 * sets {@link Builder#sandbox(SandboxRunner)}. Immutable and thread-safe.
 */
public final class Tools {
  /**
   * The tools the reduced-tools retry keeps by default: the ones the grounding intents point at
   * (search and news show {@code web_search} and {@code fetch_url}). {@link #applyTo} makes them
   * the agent's critical tools.
   */
  public static final List<String> CRITICAL_TOOLS =
      List.of(WebTools.WEB_SEARCH, WebTools.FETCH_URL);

  private final ToolRegistry registry;

  private Tools(Builder b) {
    List<Tool> all = new ArrayList<>();
    if (b.workspace != null) {
      Workspace ws = Workspace.of(b.workspace);
      all.addAll(FileTools.builder(ws).build().tools());
      NoteStore notes = b.notes;
      if (notes == null) {
        try {
          notes = MarkdownNoteStore.in(b.workspace.resolve("notes"));
        } catch (IOException e) {
          throw new UncheckedIOException("could not create the notes folder", e);
        }
      }
      all.addAll(NoteTools.over(notes).tools());
      SandboxRunner runner = b.sandbox != null ? b.sandbox : SandboxRunner.detect(b.workspace);
      all.addAll(ShellTools.builder(runner).build().tools());
      if (b.visionBackend != null) {
        all.add(ImageTool.builder(ws, b.visionBackend).models(b.visionModels).build().tool());
      }
    } else if (b.notes != null) {
      all.addAll(NoteTools.over(b.notes).tools());
    }
    WebTools web = b.web != null ? b.web : b.webBuilder != null ? b.webBuilder.build() : null;
    if (web != null) {
      all.add(web.fetchUrl());
      web.webSearch().ifPresent(all::add);
      web.callWorkflow().ifPresent(all::add);
    }
    if (b.fileStore != null) {
      all.add(PdfTool.create(b.fileStore));
    }
    if (b.calendar != null) {
      all.add(b.calendar.calendarEvents());
      all.add(b.calendar.dailyBrief());
    }
    if (b.chatSink != null) {
      all.add(ChatTool.create(b.chatSink));
    }
    if (b.delegation != null) {
      all.add(b.delegation.tool());
    }
    this.registry = ToolRegistry.of(all);
  }

  /**
   * Starts a configuration with no tools.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the tools made.
   *
   * @return the registry
   */
  public ToolRegistry registry() {
    return registry;
  }

  /**
   * Adds every tool to an agent builder, and those of {@link #CRITICAL_TOOLS} that were made to its
   * {@linkplain Agent.Builder#criticalTools critical tools}, so that a reduced-tools retry keeps
   * them.
   *
   * @param agent the agent builder
   * @return the same agent builder
   */
  public Agent.Builder applyTo(Agent.Builder agent) {
    List<String> made = registry.names();
    return agent
        .tools(registry)
        .criticalTools(CRITICAL_TOOLS.stream().filter(made::contains).toArray(String[]::new));
  }

  /** Configures {@link Tools}. Not thread-safe. */
  public static final class Builder {
    private Path workspace;
    private NoteStore notes;
    private SandboxRunner sandbox;
    private WebTools web;
    private WebTools.Builder webBuilder;
    private FileStore fileStore;
    private CalendarTools calendar;
    private ChatSink chatSink;
    private Delegation delegation;
    private ChatBackend visionBackend;
    private String[] visionModels = {"llava:7b"};

    private Builder() {}

    /**
     * Sets the workspace folder: the file tools, the notes (in {@code notes/} unless {@link
     * #notes(NoteStore)} is set), the shell sandbox's writable folder, and where {@code
     * analyze_image} reads images. The default is none: those tools are not made.
     *
     * @param folder an existing folder
     * @return this builder
     */
    public Builder workspace(Path folder) {
      this.workspace = Objects.requireNonNull(folder, "folder");
      return this;
    }

    /**
     * Sets where notes live. The default is Markdown files in the workspace's {@code notes/}.
     *
     * @param store the notes
     * @return this builder
     */
    public Builder notes(NoteStore store) {
      this.notes = Objects.requireNonNull(store, "store");
      return this;
    }

    /**
     * Sets how {@code run_bash} and {@code execute_python} run. The default is {@link
     * SandboxRunner#detect(Path)}: bubblewrap, or refusal when it is missing.
     *
     * @param runner the runner
     * @return this builder
     */
    public Builder sandbox(SandboxRunner runner) {
      this.sandbox = Objects.requireNonNull(runner, "runner");
      return this;
    }

    /**
     * Makes the web tools ({@code fetch_url}, and {@code web_search} and {@code call_workflow} when
     * configured) under a network policy. The default is no web tools; any web setting makes them,
     * under {@link NetworkPolicy#defaults()} unless this is set.
     *
     * @param policy which addresses the web tools may reach
     * @return this builder
     */
    public Builder networkPolicy(NetworkPolicy policy) {
      web().networkPolicy(policy);
      return this;
    }

    /**
     * Makes {@code web_search} over a SearXNG instance; see {@link WebTools.Builder#searxng}. The
     * default is none.
     *
     * @param url the instance's base URL
     * @return this builder
     */
    public Builder searxng(String url) {
      web().searxng(url);
      return this;
    }

    /**
     * Adds a named n8n workflow for {@code call_workflow}; see {@link WebTools.Builder#workflow}.
     * The default is none.
     *
     * @param name the name the model uses
     * @param webhookUrl the webhook's production URL
     * @return this builder
     */
    public Builder workflow(String name, String webhookUrl) {
      web().workflow(name, webhookUrl);
      return this;
    }

    /**
     * Makes {@code web_search} go through one of the {@link #workflow workflows}; see {@link
     * WebTools.Builder#searchWorkflow}. The default is none.
     *
     * @param name the workflow's name
     * @return this builder
     */
    public Builder searchWorkflow(String name) {
      web().searchWorkflow(name);
      return this;
    }

    /**
     * Uses web tools configured in full (timeouts, body caps), instead of the web settings above.
     * The default is none.
     *
     * @param web the web tools
     * @return this builder
     */
    public Builder web(WebTools web) {
      this.web = Objects.requireNonNull(web, "web");
      return this;
    }

    private WebTools.Builder web() {
      if (webBuilder == null) {
        webBuilder = WebTools.builder();
      }
      return webBuilder;
    }

    /**
     * Sets where {@code make_pdf} keeps PDFs. The default is none: no {@code make_pdf}.
     *
     * @param store the store, such as a {@code FileServer}'s
     * @return this builder
     */
    public Builder fileStore(FileStore store) {
      this.fileStore = Objects.requireNonNull(store, "store");
      return this;
    }

    /**
     * Sets {@code calendar_events} and {@code daily_brief}. The default is none.
     *
     * @param calendar the calendar tools
     * @return this builder
     */
    public Builder calendar(CalendarTools calendar) {
      this.calendar = Objects.requireNonNull(calendar, "calendar");
      return this;
    }

    /**
     * Sets where {@code send_chat_message} delivers. The default is none.
     *
     * @param sink the host's chat
     * @return this builder
     */
    public Builder chatSink(ChatSink sink) {
      this.chatSink = Objects.requireNonNull(sink, "sink");
      return this;
    }

    /**
     * Sets the specialists of {@code delegate_to_agent}. The default is none.
     *
     * @param delegation the delegation
     * @return this builder
     */
    public Builder delegation(Delegation delegation) {
      this.delegation = Objects.requireNonNull(delegation, "delegation");
      return this;
    }

    /**
     * Sets the model server and the vision models of {@code analyze_image}, tried in order; needs a
     * workspace. The default is none.
     *
     * @param backend the model server, such as an {@code OllamaClient}
     * @param models one or more vision models; the default is {@code llava:7b}
     * @return this builder
     */
    public Builder vision(ChatBackend backend, String... models) {
      this.visionBackend = Objects.requireNonNull(backend, "backend");
      if (models.length > 0) {
        this.visionModels = models.clone();
      }
      return this;
    }

    /**
     * Builds the tools.
     *
     * @return the tools
     */
    public Tools build() {
      return new Tools(this);
    }
  }
}

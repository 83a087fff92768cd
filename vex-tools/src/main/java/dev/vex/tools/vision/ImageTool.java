package dev.vex.tools.vision;

import dev.vex.core.VexException;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.tools.files.Workspace;
import dev.vex.tools.internal.ConfinedDir;
import dev.vex.tools.internal.Deadline;
import dev.vex.tools.internal.Texts;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;

/**
 * {@code analyze_image}: sends an image from the workspace to a vision model and returns its
 * description, so the tools model can go on with words. When a vision model fails or is missing,
 * the next configured one is asked; the answer names the model that gave it. Immutable and
 * thread-safe.
 */
public final class ImageTool {
  /** The tool's name. */
  public static final String ANALYZE_IMAGE = "analyze_image";

  private static final int MAX_ANSWER = 4_000;

  /** How long reading the image may take, before the models are asked. */
  private static final Duration READ_LIMIT = Duration.ofSeconds(10);

  private final Workspace workspace;
  private final ChatBackend backend;
  private final List<String> models;
  private final long maxBytes;
  private final Duration timeout;

  private ImageTool(Builder b) {
    this.workspace = Objects.requireNonNull(b.workspace, "workspace");
    this.backend = Objects.requireNonNull(b.backend, "backend");
    this.models = List.copyOf(b.models);
    this.maxBytes = b.maxBytes;
    this.timeout = b.timeout;
  }

  /**
   * Starts a configuration.
   *
   * @param workspace where images are read from
   * @param backend the model server, such as an {@code OllamaClient}
   * @return a builder
   */
  public static Builder builder(Workspace workspace, ChatBackend backend) {
    return new Builder(workspace, backend);
  }

  /**
   * Returns the tool.
   *
   * @return analyze_image
   */
  public Tool tool() {
    return new Tool(
        ANALYZE_IMAGE,
        "Describe an image file, or answer a question about it.",
        ObjectSchema.builder()
            .requiredString("path", "image path in the workspace")
            .optionalString("question", "what to find out")
            .build(),
        args ->
            analyze(
                args.string("path"),
                args.optionalString("question").orElse("Describe this image in detail.")),
        timeout);
  }

  String analyze(String path, String question) throws IOException {
    Path file = workspace.resolve(path);
    List<String> names = new ArrayList<>();
    workspace.root().relativize(file).forEach(n -> names.add(n.toString()));
    names.removeIf(n -> n.isEmpty() || n.equals("."));
    // Read through directory handles, never following a link: see Workspace.
    ConfinedDir.Head read;
    try {
      read =
          ConfinedDir.at(workspace.root())
              .read(
                  names,
                  (int) Math.min(maxBytes + 1, Integer.MAX_VALUE - 8),
                  Deadline.after(READ_LIMIT, ANALYZE_IMAGE));
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("there is no image file " + path, e);
    }
    if (read.size() > maxBytes) {
      throw new IllegalArgumentException(
          path + " has " + read.size() + " bytes; the limit is " + maxBytes);
    }
    if (!isImage(read.bytes())) {
      throw new IllegalArgumentException(path + " is not a PNG, JPEG, GIF or WebP image");
    }
    String image = Base64.getEncoder().encodeToString(read.bytes());
    String q = Texts.oneLine(question, 1_000);
    List<String> failures = new ArrayList<>();
    for (String model : models) {
      try {
        ChatResponse r =
            backend.chat(
                ChatRequest.builder(model).message(Message.user(q, List.of(image))).build());
        String answer = r.content().strip();
        if (answer.isEmpty()) {
          failures.add(model + ": empty answer");
          continue;
        }
        return "Image "
            + workspace.relativize(file)
            + " (seen by "
            + model
            + "):\n"
            + Texts.cut(answer, MAX_ANSWER);
      } catch (ModelException e) {
        failures.add(model + ": " + Texts.oneLine(e.getMessage(), 200));
      }
    }
    throw new VexException(
        "no vision model could look at the image: " + String.join("; ", failures));
  }

  static boolean isImage(byte[] h) {
    return h.length >= 4
            && (h[0] & 0xff) == 0x89
            && h[1] == 'P'
            && h[2] == 'N'
            && h[3] == 'G' // PNG
        || h.length >= 3 && (h[0] & 0xff) == 0xff && (h[1] & 0xff) == 0xd8 && (h[2] & 0xff) == 0xff
        || h.length >= 4 && h[0] == 'G' && h[1] == 'I' && h[2] == 'F' && h[3] == '8'
        || h.length >= 12
            && h[0] == 'R'
            && h[1] == 'I'
            && h[2] == 'F'
            && h[3] == 'F'
            && h[8] == 'W'
            && h[9] == 'E'
            && h[10] == 'B'
            && h[11] == 'P';
  }

  /** Configures an {@link ImageTool}. Not thread-safe. */
  public static final class Builder {
    private final Workspace workspace;
    private final ChatBackend backend;
    private List<String> models = List.of("llava:7b");
    private long maxBytes = 10 * 1024 * 1024;
    private Duration timeout = Duration.ofSeconds(120);

    private Builder(Workspace workspace, ChatBackend backend) {
      this.workspace = workspace;
      this.backend = backend;
    }

    /**
     * Sets the vision models, tried in order. The default is {@code llava:7b}.
     *
     * @param models one or more model names
     * @return this builder
     */
    public Builder models(String... models) {
      if (models.length == 0) {
        throw new IllegalArgumentException("at least one vision model is needed");
      }
      this.models = List.of(models);
      return this;
    }

    /**
     * Sets the largest image read. The default is 10 MiB.
     *
     * @param bytes 1 KiB to 50 MiB
     * @return this builder
     */
    public Builder maxBytes(long bytes) {
      if (bytes < 1024 || bytes > 50L * 1024 * 1024) {
        throw new IllegalArgumentException("maxBytes must be 1 KiB to 50 MiB: " + bytes);
      }
      this.maxBytes = bytes;
      return this;
    }

    /**
     * Sets the tool's timeout, for every model tried. The default is 120 seconds.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("timeout must be positive: " + timeout);
      }
      this.timeout = timeout;
      return this;
    }

    /**
     * Builds the tool.
     *
     * @return the tool
     */
    public ImageTool build() {
      return new ImageTool(this);
    }
  }
}

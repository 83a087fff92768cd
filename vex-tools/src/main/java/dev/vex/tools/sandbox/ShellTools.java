package dev.vex.tools.sandbox;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * {@code run_bash} and {@code execute_python}, run by a {@link SandboxRunner} with a time limit
 * that kills the whole process tree and an output limit that cuts with a marker. Immutable and
 * thread-safe.
 */
public final class ShellTools {
  /** The name of the shell tool. */
  public static final String RUN_BASH = "run_bash";

  /** The name of the python tool. */
  public static final String EXECUTE_PYTHON = "execute_python";

  private static final int MAX_SCRIPT = 50_000;

  private final SandboxRunner runner;
  private final Duration timeLimit;
  private final int outputLimit;

  private ShellTools(Builder b) {
    this.runner = b.runner;
    this.timeLimit = b.timeLimit;
    this.outputLimit = b.outputLimit;
  }

  /**
   * Starts a configuration.
   *
   * @param runner the sandbox, such as {@link SandboxRunner#detect(java.nio.file.Path)}
   * @return a builder
   */
  public static Builder builder(SandboxRunner runner) {
    return new Builder(runner);
  }

  /**
   * Returns the two tools.
   *
   * @return run_bash, execute_python
   */
  public List<Tool> tools() {
    Duration toolTimeout = timeLimit.plusSeconds(5);
    return List.of(
        new Tool(
            RUN_BASH,
            "Run a bash command in the workspace sandbox (no network).",
            ObjectSchema.builder().requiredString("command", "bash command").build(),
            args -> run(List.of("bash", "-c", script(args.string("command"))), ""),
            toolTimeout),
        new Tool(
            EXECUTE_PYTHON,
            "Run Python 3 code in the workspace sandbox (no network).",
            ObjectSchema.builder().requiredString("code", "Python source").build(),
            args -> run(List.of("python3", "-"), script(args.string("code"))),
            toolTimeout));
  }

  private static String script(String s) {
    if (s.isBlank()) {
      throw new IllegalArgumentException("nothing to run");
    }
    if (s.length() > MAX_SCRIPT) {
      throw new IllegalArgumentException("the code may have at most " + MAX_SCRIPT + " characters");
    }
    return s;
  }

  private String run(List<String> command, String stdin) throws Exception {
    SandboxResult r = runner.run(command, stdin, timeLimit, outputLimit);
    String out = r.output().isEmpty() ? "(no output)" : r.output();
    return (r.exitCode() >= 0 ? "exit code " + r.exitCode() : "killed") + "\n" + out;
  }

  /** Configures {@link ShellTools}. Not thread-safe. */
  public static final class Builder {
    private final SandboxRunner runner;
    private Duration timeLimit = Duration.ofSeconds(10);
    private int outputLimit = 8_000;

    private Builder(SandboxRunner runner) {
      this.runner = Objects.requireNonNull(runner, "runner");
    }

    /**
     * Sets when a command and all it started are killed. The default is 10 seconds.
     *
     * @param limit 100 ms to 10 minutes
     * @return this builder
     */
    public Builder timeLimit(Duration limit) {
      if (limit.compareTo(Duration.ofMillis(100)) < 0
          || limit.compareTo(Duration.ofMinutes(10)) > 0) {
        throw new IllegalArgumentException("timeLimit must be 100 ms to 10 minutes: " + limit);
      }
      this.timeLimit = limit;
      return this;
    }

    /**
     * Sets how many characters of output are kept; past it the command is stopped and the output
     * ends with a marker. The default is 8,000.
     *
     * @param chars 100 to 1,000,000
     * @return this builder
     */
    public Builder outputLimit(int chars) {
      if (chars < 100 || chars > 1_000_000) {
        throw new IllegalArgumentException("outputLimit must be 100 to 1,000,000: " + chars);
      }
      this.outputLimit = chars;
      return this;
    }

    /**
     * Builds the tools.
     *
     * @return the tools
     */
    public ShellTools build() {
      return new ShellTools(this);
    }
  }
}

package dev.vex.examples;

import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.ollama.PullProgress;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;

/**
 * {@link ChatRepl}'s offer to pull a model the server does not have, and the download shown as a
 * progress bar.
 */
final class ModelPull {
  private static final int BAR_WIDTH = 30;

  private final OllamaClient client;
  private final PrintStream out;
  private final ReplInput input;
  private final ReplScreen screen;

  ModelPull(OllamaClient client, PrintStream out, ReplInput input, ReplScreen screen) {
    this.client = client;
    this.out = out;
    this.input = input;
    this.screen = screen;
  }

  /** Offers to pull the model when the server does not have it. */
  void ensure(String model) throws IOException {
    boolean installed;
    try {
      installed = client.show(model).isPresent();
    } catch (RuntimeException e) {
      screen.dim("could not ask the server about " + model + ": " + e.getMessage());
      return;
    }
    if (installed) {
      return;
    }
    out.print("The model " + model + " is not on the server. Pull it now? [y/N] ");
    out.flush();
    String answer = input.readLine();
    if (answer == null || !answer.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
      out.println("Not pulled; replies will fail until it is there (/model to switch).");
      return;
    }
    try {
      pull(model);
      out.println("Pulled " + model + ".");
    } catch (RuntimeException e) {
      out.println();
      out.println("The pull failed: " + e.getMessage());
    }
  }

  private void pull(String model) {
    out.println("Pulling " + model + " from the server's registry:");
    String[] last = {""};
    client.pull(
        model,
        p -> {
          if (!p.status().equals(last[0]) && !last[0].isEmpty()) {
            out.println();
          }
          last[0] = p.status();
          out.print("\r" + progressLine(p));
          out.flush();
        });
    out.println();
  }

  /** One line of the pull display: a bar for a layer's download, the status otherwise. */
  static String progressLine(PullProgress p) {
    double f = p.fraction();
    if (f < 0) {
      return p.status();
    }
    int filled = (int) Math.round(f * BAR_WIDTH);
    return String.format(
        Locale.ROOT,
        "%s [%s%s] %3d%% %s/%s",
        p.status(),
        "#".repeat(filled),
        ".".repeat(BAR_WIDTH - filled),
        Math.round(f * 100),
        mib(p.completed()),
        mib(p.total()));
  }

  private static String mib(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    if (bytes < 1024 * 1024) {
      return String.format(Locale.ROOT, "%.1f KiB", bytes / 1024.0);
    }
    return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
  }
}

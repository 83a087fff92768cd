package dev.vex.core.recovery;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.model.ModelException;
import dev.vex.core.tool.Artefact;
import dev.vex.core.trace.ToolCallTrace;
import java.util.List;
import java.util.Optional;

/**
 * The built-in fallback rungs. The default ladder surfaces the real data the turn already has —
 * first the links of what tools made, then the fetched ground truth, then the results of tools that
 * ran — and ends with an honest notice that the model failed.
 */
public final class Fallbacks {
  private static final int TOOL_RESULT_LIMIT = 1_500;

  private Fallbacks() {}

  /**
   * The default ladder: {@link #artefactLinks()}, {@link #groundTruth()}, {@link #toolResults()},
   * {@link #notice()}.
   *
   * @return the rungs, in order
   */
  public static List<Fallback> defaultLadder() {
    return List.of(artefactLinks(), groundTruth(), toolResults(), notice());
  }

  /**
   * Answers "Saved: [name](link)" for each artefact a tool made this turn (a PDF, a calendar
   * entry), so the link is never lost when the model fails after the tool ran. Passes when no tool
   * made one.
   *
   * @return the rung
   */
  public static Fallback artefactLinks() {
    return Fallback.named(
        "artefact-links",
        context -> {
          List<Artefact> made = context.artefacts();
          if (made.isEmpty()) {
            return Optional.empty();
          }
          String saved = isNorwegian(context) ? "Lagret: " : "Saved: ";
          StringBuilder sb = new StringBuilder();
          for (Artefact a : made) {
            if (sb.length() > 0) {
              sb.append('\n');
            }
            sb.append(saved)
                .append('[')
                .append(a.name().replace("[", "(").replace("]", ")"))
                .append("](")
                .append(a.link())
                .append(')');
          }
          return Optional.of(sb.toString());
        });
  }

  /**
   * Answers with the summaries of the ground truth fetched this turn, in the turn's locale.
   *
   * @return the rung
   */
  public static Fallback groundTruth() {
    return Fallback.named(
        "ground-truth",
        context -> {
          if (context.groundTruth().isEmpty()) {
            return Optional.empty();
          }
          StringBuilder sb = new StringBuilder();
          for (GroundTruth truth : context.groundTruth()) {
            if (sb.length() > 0) {
              sb.append("\n\n");
            }
            sb.append(truth.summary(context.locale()));
          }
          return Optional.of(sb.toString());
        });
  }

  /**
   * Answers with the results of the tools that succeeded this turn.
   *
   * @return the rung
   */
  public static Fallback toolResults() {
    return Fallback.named(
        "tool-results",
        context -> {
          List<ToolCallTrace> ok = context.successfulToolCalls();
          if (ok.isEmpty()) {
            return Optional.empty();
          }
          boolean nb = isNorwegian(context);
          StringBuilder sb =
              new StringBuilder(
                  nb
                      ? "Modellen svarte ikke, men dette er hva verktøyene fant:"
                      : "The model did not answer, but this is what the tools found:");
          for (ToolCallTrace t : ok) {
            String result = t.result();
            if (result.length() > TOOL_RESULT_LIMIT) {
              result = result.substring(0, TOOL_RESULT_LIMIT) + " …";
            }
            sb.append("\n\n").append(t.name()).append(": ").append(result.strip());
          }
          return Optional.of(sb.toString());
        });
  }

  /**
   * Says honestly that the model failed, and why, without inventing an answer. Always renders.
   *
   * @return the rung
   */
  public static Fallback notice() {
    return Fallback.named("notice", context -> Optional.of(noticeText(context)));
  }

  static String noticeText(TurnContext context) {
    Throwable failure = context.failure();
    String why =
        failure instanceof ModelException m
            ? describe(m)
            : failure == null ? "no reply" : failure.getClass().getSimpleName();
    boolean retry = retryHelps(failure);
    if (isNorwegian(context)) {
      return "Beklager, jeg fikk ikke et svar fra språkmodellen ("
          + why
          + (retry ? "). Prøv igjen." : ").");
    }
    return "Sorry, I could not get an answer from the language model ("
        + why
        + (retry ? "). Please try again." : ").");
  }

  /**
   * Whether asking again may help the user: a busy server, a failed run, a broken stream or a
   * timeout may pass; a missing model, a missing capability, a rejected request, a reply too long
   * and a server that is not running stay as they are until someone changes the setup (the trace's
   * {@code failure} tells the developer what to do).
   */
  private static boolean retryHelps(Throwable failure) {
    if (!(failure instanceof ModelException m)) {
      return failure != null;
    }
    return m.retryable() && m.kind() != ModelException.Kind.UNAVAILABLE;
  }

  private static String describe(ModelException m) {
    return switch (m.kind()) {
      case MODEL_NOT_FOUND -> "the model is not installed";
      case UNSUPPORTED_CAPABILITY -> "the model lacks a needed capability";
      case BAD_REQUEST -> "the request was rejected";
      case SERVER_BUSY -> "the server is busy";
      case MODEL_FAILED -> "the model failed";
      case STREAM_BROKEN -> "the reply broke off";
      case TIMEOUT -> "the model took too long";
      case REPLY_TOO_LARGE -> "the reply was too long";
      case UNAVAILABLE -> "the model server is not running";
    };
  }

  private static boolean isNorwegian(TurnContext context) {
    String lang = context.locale().getLanguage();
    return "nb".equals(lang) || "no".equals(lang) || "nn".equals(lang);
  }
}

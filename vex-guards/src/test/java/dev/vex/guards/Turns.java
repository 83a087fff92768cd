package dev.vex.guards;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Hand-built turns and corpus files for the guard tests. */
public final class Turns {
  private Turns() {}

  /** A turn with the given ground truth and links. */
  public static TurnContext turn(Locale locale, List<GroundTruth> truth, List<String> links) {
    return new TurnContext(
        Message.user("question"),
        locale,
        List.of(Intent.chat()),
        truth,
        List.of(),
        links,
        "",
        null);
  }

  /** A turn with links only. */
  public static TurnContext turnWithLinks(List<String> links) {
    return turn(Locale.ENGLISH, List.of(), links);
  }

  /** Ground truth whose summaries name the figures: "REAL DATA: label value unit". */
  public static GroundTruth truth(List<KeyFigure> figures, String... urls) {
    String en =
        "REAL DATA: "
            + figures.stream()
                .map(f -> (f.label() + " " + f.value().toPlainString() + " " + f.unit()).strip())
                .collect(Collectors.joining(", "));
    String nb = en.replace("REAL DATA", "EKTE DATA");
    return new GroundTruth(
        "test",
        "test source",
        List.of(urls),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of(),
        figures,
        Map.of("en", en, "nb", nb),
        null);
  }

  /** Parses "label=value unit; label[alias,alias]=value unit"; "?label" is optional. */
  public static List<KeyFigure> figures(String spec) {
    List<KeyFigure> out = new ArrayList<>();
    for (String part : spec.split(";")) {
      String[] kv = part.split("=", 2);
      String[] vu = kv[1].strip().split(" ", 2);
      String label = kv[0].strip();
      boolean optional = label.startsWith("?"); // "?label=…": may be left out, must not be wrong
      List<String> aliases = List.of(); // "label[Bitcoin,BTC]=…": the subject's names
      int bracket = label.indexOf('[');
      if (bracket > 0 && label.endsWith("]")) {
        aliases = List.of(label.substring(bracket + 1, label.length() - 1).split(","));
        label = label.substring(0, bracket).strip();
      }
      out.add(
          new KeyFigure(
              optional ? label.substring(1) : label,
              new BigDecimal(vu[0]),
              vu.length > 1 ? vu[1].strip() : "",
              !optional,
              aliases));
    }
    return out;
  }

  /** What the user receives after one guard: the verdict's text, or the draft when it passes. */
  public static String after(Guard guard, String draft, TurnContext context) throws Exception {
    GuardVerdict v = guard.check(new Draft(draft), context);
    if (v instanceof GuardVerdict.Rewritten r) {
      return r.text();
    }
    if (v instanceof GuardVerdict.Overridden o) {
      return o.text();
    }
    return draft;
  }

  /** The non-comment lines of a corpus resource, each split on '|' into {@code fields} parts. */
  public static List<String[]> corpus(String resource, int fields) {
    try (InputStream in = Turns.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      List<String[]> cases = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\\|", fields);
        if (parts.length != fields) {
          throw new IllegalStateException("bad corpus line: " + line);
        }
        for (int i = 0; i < parts.length; i++) {
          parts[i] = parts[i].strip().replace("\\n", "\n");
        }
        cases.add(parts);
      }
      return cases;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import java.util.ArrayList;
import java.util.List;

/**
 * When the digit scan lets streamed text through before the whole reply is known. A turn without
 * key figures releases everything: the scan passes any reply then. Otherwise a prefix is released
 * only when every number in it states one of the turn's key figures (so it is in any override too,
 * whose summaries state every key figure) and the scan finds no contradiction in it, reading every
 * figure as optional (a prefix may not have reached the required ones yet). A number that states no
 * key figure (a date, a volume, an invented price far from the real one) holds the text until the
 * end: if the reply is overridden, that number is not in the final reply, so it is never shown. In
 * a turn with a match score, text with a digit is held until the end: a pair's reading depends on
 * the teams written after it.
 */
final class StreamedFigures {
  private StreamedFigures() {}

  static boolean releases(
      DigitScanGuard guard, FigureMatcher matcher, Draft prefix, TurnContext context) {
    List<KeyFigure> figures = new ArrayList<>();
    for (GroundTruth t : context.groundTruth()) {
      figures.addAll(t.keyFigures());
    }
    if (figures.isEmpty()) {
      return true;
    }
    List<ReadNumber> numbers = NumberReader.forLocale(context.locale()).read(prefix.text());
    if (Scores.any(figures) && (!numbers.isEmpty() || hasDigit(prefix.text()))) {
      return false; // a score is judged with the teams around it: held until the reply is whole
    }
    for (ReadNumber n : numbers) {
      boolean states = false;
      for (KeyFigure f : figures) {
        if (matcher.matches(n, f)) {
          states = true;
          break;
        }
      }
      if (!states) {
        return false;
      }
    }
    return guard.check(prefix, optional(context)) instanceof GuardVerdict.Pass;
  }

  private static boolean hasDigit(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        return true;
      }
    }
    return false;
  }

  /** The same turn with every key figure optional. */
  private static TurnContext optional(TurnContext c) {
    List<GroundTruth> truths = new ArrayList<>(c.groundTruth().size());
    for (GroundTruth t : c.groundTruth()) {
      List<KeyFigure> figures = new ArrayList<>(t.keyFigures().size());
      for (KeyFigure f : t.keyFigures()) {
        figures.add(new KeyFigure(f.label(), f.value(), f.unit(), false, f.aliases()));
      }
      truths.add(
          new GroundTruth(
              t.kind(),
              t.sourceName(),
              t.sourceUrls(),
              t.fetchedAt(),
              t.facts(),
              figures,
              t.summaries(),
              t.card()));
    }
    return new TurnContext(
        c.userMessage(),
        c.locale(),
        c.intents(),
        truths,
        c.toolCalls(),
        c.links(),
        c.model(),
        c.failure(),
        c.failedFetches());
  }
}

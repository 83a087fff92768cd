package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Direction words ("fell", "steg", "barely moved") judged against the subject's changes. */
abstract class DirectionReading extends SuperlativeReading {
  DirectionReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  static final Pattern GAP_TO_DIRECTION =
      Pattern.compile(
          "(?i)^[\\s$€£~]*(?:(?:by|med|with|about|around|roughly|nearly|almost|approximately"
              + "|some|rundt|omtrent|nesten|cirka|ca\\.|knapt|drøyt|snaut|om lag|litt|a little"
              + "|just|only|bare|more than|over|mer enn)[\\s$€£~]*){0,3}$");

  /** A change written as "down 0.3 %" or "falt med 2 008 dollar" takes the word's sign. */
  Reading withDirection(Reading x) {
    if (x.signed()) {
      return x;
    }
    int best = -1;
    int sign = 0;
    for (List<String> words : List.of(UP, DOWN)) {
      for (int[] w : find(words)) {
        if (w[1] <= x.start() && w[1] > best && sentence[w[0]] == sentence[x.start()]) {
          String gap = prose.substring(w[1], x.start());
          if (GAP_TO_DIRECTION.matcher(gap).matches()) {
            best = w[1];
            sign = words == UP ? 1 : -1;
          }
        }
      }
    }
    return sign == 0 ? x : x.withSign(sign);
  }

  /** Direction words judged against the subject's changes. */
  void judgeDirections() {
    List<Fact> changes = facts.stream().filter(f -> f.change() && !f.hourly()).toList();
    if (changes.isEmpty() && dates.isEmpty()) {
      return;
    }
    for (List<String> words : List.of(UP, DOWN, FLAT)) {
      for (int[] w : find(words)) {
        String word = prose.substring(w[0], w[1]);
        Boolean dated = datedDirection(w, words == UP ? 1 : words == DOWN ? -1 : 0);
        if (dated != null) {
          if (!dated) {
            wrongClaims.add("'" + word + "' (" + String.join(" to ", datedMoveDays(w[0])) + ")");
          }
          continue;
        }
        List<String> subjects = subjectsOf(w[0], w[1], false);
        List<String> others = allExcept(w);
        if (others != null) {
          // "every coin fell except Tether and USDC": every other subject's change is claimed
          for (Fact f : changes) {
            if (!f.subjectless()
                && others.contains(f.subjects().get(0))
                && !(words == UP && f.value() > 0
                    || words == DOWN && f.value() < 0
                    || words == FLAT && "pct".equals(f.unit()) && Math.abs(f.value()) < 1)) {
              wrongClaims.add("'" + word + "' (" + f.subjects().get(0) + ")");
              break;
            }
          }
          continue;
        }
        if (subjects.isEmpty()) {
          // "falt indeksen": the subject after its verb
          Mention next = nextMention(w[1], sentence[w[0]]);
          subjects = next == null ? List.of() : List.of(next.subject());
        }
        List<String> named = subjects;
        List<Fact> own =
            changes.stream()
                .filter(
                    f -> f.subjectless() || named.isEmpty() || named.contains(f.subjects().get(0)))
                .toList();
        if (own.isEmpty()) {
          continue;
        }
        boolean fits = false;
        for (Fact f : own) {
          if (words == UP && f.value() > 0
              || words == DOWN && f.value() < 0
              || words == FLAT && "pct".equals(f.unit()) && Math.abs(f.value()) < 1) {
            fits = true;
          }
        }
        if (!fits) {
          wrongClaims.add("'" + word + "'" + (named.isEmpty() ? "" : " (" + named.get(0) + ")"));
        }
      }
    }
  }

  static final Pattern EXCEPT =
      Pattern.compile(
          "(?i)(?<![\\p{L}])(?:except(?: for)?|apart from|other than|but not|unntatt|bortsett fra"
              + "|med unntak av)(?![\\p{L}])");

  /**
   * For a direction word with no subject named before it in its sentence and an "except" after it
   * there ("every coin fell except X and Y"): the subjects it claims, every subject with a change
   * but those named after the "except"; otherwise null.
   */
  List<String> allExcept(int[] w) {
    int sid = sentence[w[0]];
    for (Mention m : mentions) {
      if (m.end() <= w[0] && sentence[m.start()] == sid) {
        return null;
      }
    }
    Matcher e = EXCEPT.matcher(prose);
    int at = -1;
    while (e.find()) {
      if (e.start() >= w[1] && sentence[e.start()] == sid) {
        at = e.end();
        break;
      }
    }
    if (at < 0) {
      return null;
    }
    Set<String> excepted = new LinkedHashSet<>();
    for (Mention m : mentions) {
      if (m.start() >= at && sentence[m.start()] == sid) {
        excepted.add(m.subject());
      }
    }
    List<String> out = new ArrayList<>();
    for (Fact f : facts) {
      if (f.change()
          && !f.hourly()
          && !f.subjectless()
          && !excepted.contains(f.subjects().get(0))) {
        out.add(f.subjects().get(0));
      }
    }
    return out;
  }
}

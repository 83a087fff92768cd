package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): small helpers on words and on the intents a rewritten text is
 * read as (the same subject kept, the follow-up's reason put first, a trailing "too" dropped).
 * Moved from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpText {
  private FollowUpText() {}

  /** The words that join a request to the one before, at the end of a subject. */
  static final List<String> TOO = List.of(" også", " too", " as well");

  /** The intents, a subject's trailing "too" or "også" dropped ("brun saus også"). */
  static List<Intent> withoutToo(List<Intent> intents) {
    List<Intent> out = new ArrayList<>(intents.size());
    boolean changed = false;
    for (Intent i : intents) {
      String s = i.subject();
      String lower = s.toLowerCase(Locale.ROOT);
      Intent o = i;
      for (String t : TOO) {
        if (lower.endsWith(t) && s.length() > t.length() + 1) {
          o =
              new Intent(
                  i.kind(),
                  s.substring(0, s.length() - t.length()),
                  i.parameters(),
                  i.mode(),
                  i.confidence(),
                  i.why());
          changed = true;
          break;
        }
      }
      out.add(o);
    }
    return changed ? List.copyOf(out) : intents;
  }

  /** A pattern of whole words or phrases, {@code \\b(?:alternatives)\\b}. */
  static java.util.regex.Pattern words(String alternatives) {
    return java.util.regex.Pattern.compile("\\b(?:" + alternatives + ")\\b");
  }

  /** The intents of the previous subject's kind and subject. */
  static List<Intent> same(List<Intent> read, Intent before) {
    List<Intent> out = new ArrayList<>();
    for (Intent i : read) {
      if (i.kind().equals(before.kind()) && i.subject().equalsIgnoreCase(before.subject())) {
        out.add(i);
      }
    }
    return out;
  }

  /** The intents with the follow-up's reason before the reading's own. */
  static List<Intent> because(List<Intent> read, String why) {
    List<Intent> out = new ArrayList<>(read.size());
    for (Intent i : read) {
      out.add(i.withMode(i.mode(), i.confidence(), why + "; " + i.why()));
    }
    return List.copyOf(out);
  }

  /** "amazon's", "Evertons": a name without its possessive ending ("Evertons" when no name). */
  static String withoutPossessive(String phrase) {
    int n = phrase.length();
    if (n > 3 && phrase.charAt(n - 1) == 's' && "'\u2019".indexOf(phrase.charAt(n - 2)) >= 0) {
      return phrase.substring(0, n - 2);
    }
    return phrase;
  }

  /** A word without the punctuation around it. */
  static String strip(String w) {
    int a = 0;
    int b = w.length();
    while (a < b && !Character.isLetterOrDigit(w.charAt(a))) {
      a++;
    }
    while (b > a && !Character.isLetterOrDigit(w.charAt(b - 1))) {
      b--;
    }
    return w.substring(a, b);
  }

  /** The text without its closing punctuation. */
  static String dropEnd(String text) {
    int b = text.length();
    while (b > 0 && "?!. ".indexOf(text.charAt(b - 1)) >= 0) {
      b--;
    }
    return text.substring(0, b);
  }

  static Set<String> union(Set<String> a, Set<String> b) {
    java.util.HashSet<String> all = new java.util.HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }

  static Set<String> minus(Set<String> a, Set<String> b) {
    java.util.HashSet<String> rest = new java.util.HashSet<>(a);
    rest.removeAll(b);
    return Set.copyOf(rest);
  }
}

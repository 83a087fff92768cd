package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The day a story was posted (#22, cases17 P023: "It was submitted by saikatsg on 17 July 2025"
 * where Hacker News gives 2025-07-20T15:51:44Z): a sentence that says a story was submitted, posted
 * or published ("sendt inn", "postet", "publisert", "lagt ut") and writes a day must write a day
 * that the story's time falls on somewhere on Earth (UTC-12 to UTC+14), and its year, when it
 * writes one. The story is the one the sentence names by its whole title or its author, else the
 * one the sentence before named that way (for "It was submitted …"); a sentence that names two is
 * left alone, and so is a reply without a posting word (the cheap pre-check). Read only on a turn
 * whose news stories carry their time ({@code created}). Linear: each sentence is read once.
 */
final class StoryDays {
  private StoryDays() {}

  /** The fact key of a story's time (ISO instant) in the news source's {@code stories}. */
  static final String CREATED = "created";

  private static final int MOST = 20_000;
  private static final int MAX_STORIES = 100;

  private static final List<String> POSTED =
      List.of(
          "submitted",
          "posted",
          "published",
          "shared",
          "sendt inn",
          "sent inn",
          "postet",
          "publisert",
          "lagt ut",
          "lagt inn",
          "delt");

  private record Story(String title, String author, LocalDate first, LocalDate last) {}

  private static final Pattern ISO =
      Pattern.compile("(?<![\\d-])((?:19|20)\\d\\d)-(\\d\\d)-(\\d\\d)(?![\\d-])");

  /** "17 July 2025", "17. juli 2025", "17th of July". */
  private static final Pattern DAY_MONTH =
      Pattern.compile(
          "(?<![\\d.,])(\\d{1,2})(?:\\.|st|nd|rd|th)? (?:of )?(\\p{L}{3,9})\\.?(?:,?"
              + " ((?:19|20)\\d\\d))?(?!\\d)");

  /** "July 17, 2025", "July 17". */
  private static final Pattern MONTH_DAY =
      Pattern.compile(
          "(?<!\\p{L})(\\p{L}{3,9})\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,?"
              + " ((?:19|20)\\d\\d))?(?![\\d.,]\\d)");

  private static final Map<String, Integer> MONTHS =
      Map.ofEntries(
          Map.entry("january", 1),
          Map.entry("januar", 1),
          Map.entry("february", 2),
          Map.entry("februar", 2),
          Map.entry("march", 3),
          Map.entry("mars", 3),
          Map.entry("april", 4),
          Map.entry("may", 5),
          Map.entry("mai", 5),
          Map.entry("june", 6),
          Map.entry("juni", 6),
          Map.entry("july", 7),
          Map.entry("juli", 7),
          Map.entry("august", 8),
          Map.entry("september", 9),
          Map.entry("october", 10),
          Map.entry("oktober", 10),
          Map.entry("november", 11),
          Map.entry("december", 12),
          Map.entry("desember", 12));

  /** Why a sentence's posting day is wrong, at most one reason per sentence and two in all. */
  static List<String> problems(String text, List<GroundTruth> truths) {
    String lower = (text.length() > MOST ? text.substring(0, MOST) : text).toLowerCase(Locale.ROOT);
    if (!anyPosted(lower)) {
      return List.of();
    }
    List<Story> stories = stories(truths);
    if (stories.isEmpty()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    Story before = null;
    int from = 0;
    for (int i = 0; i <= lower.length() && out.size() < 2; i++) {
      if (!Chars.endsSentence(lower, i, false)) {
        continue;
      }
      String s = lower.substring(from, i);
      from = i + 1;
      Story named = named(s, stories);
      Story story = named == NONE ? before : named;
      before = named == NONE ? before : named;
      if (story == null || story == NONE || !anyPosted(s)) {
        continue;
      }
      String wrong = wrongDay(s, story);
      if (wrong != null) {
        out.add(
            "'"
                + wrong
                + "' is not the day '"
                + story.title()
                + "' was posted ("
                + story.first()
                + (story.first().equals(story.last()) ? "" : " or " + story.last())
                + ")");
      }
    }
    return out;
  }

  /** No story named; {@code null} stands for two or more. */
  private static final Story NONE = new Story("", "", LocalDate.MIN, LocalDate.MIN);

  private static Story named(String s, List<Story> stories) {
    Story found = NONE;
    for (Story st : stories) {
      if (s.contains(st.title()) || (!st.author().isEmpty() && word(s, st.author()))) {
        if (found != NONE && found != st) {
          return null;
        }
        found = st;
      }
    }
    return found;
  }

  private static boolean word(String s, String w) {
    for (int at = s.indexOf(w); at >= 0; at = s.indexOf(w, at + 1)) {
      int end = at + w.length();
      if ((at == 0 || !Character.isLetterOrDigit(s.charAt(at - 1)))
          && (end == s.length() || !Character.isLetterOrDigit(s.charAt(end)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyPosted(String lower) {
    for (String w : POSTED) {
      if (word(lower, w)) {
        return true;
      }
    }
    return false;
  }

  /** The first day the sentence writes that the story's time falls on nowhere, or null. */
  private static String wrongDay(String s, Story story) {
    String wrong = null;
    boolean right = false;
    Matcher m = ISO.matcher(s);
    while (m.find()) {
      LocalDate d = date(m.group(1), m.group(2), m.group(3));
      boolean ok = d != null && !d.isBefore(story.first()) && !d.isAfter(story.last());
      right |= ok;
      wrong = ok || wrong != null || d == null ? wrong : m.group();
    }
    for (Pattern p : new Pattern[] {DAY_MONTH, MONTH_DAY}) {
      m = p.matcher(s);
      boolean dayFirst = p == DAY_MONTH;
      while (m.find()) {
        Integer mo = MONTHS.get(m.group(dayFirst ? 2 : 1));
        if (mo == null) {
          continue;
        }
        int d = Integer.parseInt(m.group(dayFirst ? 1 : 2));
        if (d < 1 || d > 31) {
          continue;
        }
        boolean ok = false;
        for (LocalDate x = story.first(); !x.isAfter(story.last()); x = x.plusDays(1)) {
          ok |=
              x.getMonthValue() == mo
                  && x.getDayOfMonth() == d
                  && (m.group(3) == null || Integer.parseInt(m.group(3)) == x.getYear());
        }
        right |= ok;
        wrong = ok || wrong != null ? wrong : m.group().strip();
      }
    }
    return right ? null : wrong;
  }

  private static LocalDate date(String y, String mo, String d) {
    try {
      return LocalDate.of(Integer.parseInt(y), Integer.parseInt(mo), Integer.parseInt(d));
    } catch (java.time.DateTimeException e) {
      return null;
    }
  }

  private static List<Story> stories(List<GroundTruth> truths) {
    List<Story> out = new ArrayList<>();
    for (GroundTruth t : truths) {
      if (StoryClaims.KIND.equals(t.kind()) && t.facts().get("stories") instanceof List<?> list) {
        for (Object o : list) {
          if (out.size() < MAX_STORIES
              && o instanceof Map<?, ?> m
              && m.get("title") instanceof String title
              && title.length() >= 8
              && m.get(CREATED) instanceof String created) {
            try {
              Instant at = Instant.parse(created);
              String author = m.get("author") instanceof String a ? a : "";
              out.add(
                  new Story(
                      title.toLowerCase(Locale.ROOT),
                      author.length() >= 3 ? author.toLowerCase(Locale.ROOT) : "",
                      at.minusSeconds(12 * 3600).atOffset(ZoneOffset.UTC).toLocalDate(),
                      at.plusSeconds(14 * 3600).atOffset(ZoneOffset.UTC).toLocalDate()));
            } catch (DateTimeParseException e) {
              // a time the source wrote otherwise: the story's day is not judged
            }
          }
        }
      }
    }
    return out;
  }
}

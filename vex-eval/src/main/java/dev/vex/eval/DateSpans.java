package dev.vex.eval;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Dates, day ranges, clock times and years in a reply, found so that they are set aside before
 * numbers are read: {@code 14. juli}, {@code July 10–14}, {@code 2023-07-14}, {@code 14.07.2023},
 * {@code 15:30}, {@code kl. 14}, {@code 3 pm}, {@code the 1990s}, a numbered list's numbers. Every
 * pattern is a bounded scan.
 */
final class DateSpans {

  static final String MONTHS =
      "january|february|march|april|may|june|july|august|september|october|november|december"
          + "|januar|februar|mars|mai|juni|juli|oktober|desember"
          + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|okt|nov|dec|des";

  /** Dates and clock times: set aside before numbers are read. */
  private static final List<Pattern> DATES =
      List.of(
          // A range of days in a month: "10.–14. juli", "10–14 July", "July 10–14".
          Pattern.compile(
              "(?i)(?<![\\p{L}\\d.,])\\d{1,2}\\.?\\s?(?:[-\u2013\u2014]|to |til |and |og |through )"
                  + "\\s?\\d{1,2}\\.?\\s{1,3}(?:of\\s)?(?:"
                  + MONTHS
                  + ")(?![\\p{L}])"),
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:"
                  + MONTHS
                  + ")\\.?\\s{1,3}\\d{1,2}\\s?[-\u2013\u2014]\\s?\\d{1,2}(?![\\d])"),
          // Clock hours in words: "between 3 and 6 in the morning", "klokka 7 om kvelden".
          Pattern.compile(
              "(?i)(?<![\\d.,])(?:\\d{1,2}\\s(?:and|to|or|til|og|-|\u2013)\\s"
                  + "(?:about\\s|around\\s|rundt\\s|ca\\.\\s)?)?\\d{1,2}\\s(?:o'clock|in the morning"
                  + "|in the afternoon|in the evening|at night|om morgenen|om ettermiddagen"
                  + "|om kvelden|om natta|om natten)(?![\\p{L}])"),
          Pattern.compile(
              "\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:?\\d{2})?)?"),
          Pattern.compile("(?<![\\d.,])\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}(?![\\d])"),
          Pattern.compile(
              "(?i)(?<![\\p{L}\\d])\\d{1,2}(?:st|nd|rd|th)?\\.?\\s{1,3}(?:of\\s)?(?:"
                  + MONTHS
                  + ")(?![\\p{L}])"),
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:" + MONTHS + ")\\.?\\s{1,3}\\d{1,2}(?:st|nd|rd|th)?(?![\\d])"),
          Pattern.compile(
              "(?i)(?<![\\d.,])\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s?(?:[ap]\\.?m\\.?)(?![\\p{L}]))?"),
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:kl\\.?|klokka|klokken)(?:\\s{1,3}er)?\\s{0,3}\\d{1,2}(?:[.:]\\d{2})?"
                  + "(?=\\s?(?:utc|cet|cest|gmt|lokal|local|[ap]\\.?m\\.?|om|i|,|\\.|\\)|$))"),
          Pattern.compile("(?i)(?<![\\d.,])\\d{1,2}[.:]\\d{2}(?=\\s?(?:utc|cet|cest|gmt))"),
          Pattern.compile("(?i)(?<![\\d.,])\\d{1,2}\\s?(?:[ap]\\.m\\.|[ap]m)(?![\\p{L}])"),
          Pattern.compile("(?i)(?<![\\d.,])(?:1[5-9]|20)\\d{2}(?:s|-tallet|-talet)(?![\\p{L}])"),
          // A numbered list's numbers: "1. Bring a pot…", "2) Add…"
          Pattern.compile("(?m)^[ \\t]*\\d{1,2}[.)](?=[ \\t])"));

  private DateSpans() {}

  /**
   * Blanks dates and clock times out of a text (same length, so positions stay).
   *
   * @param text the text
   * @return the text with dates and times replaced by spaces
   */
  static String blank(String text) {
    String t = TimeClaims.withoutWordedTimes(text);
    for (Pattern p : DATES) {
      t = p.matcher(t).replaceAll(m -> " ".repeat(m.group().length()));
    }
    return t;
  }
}

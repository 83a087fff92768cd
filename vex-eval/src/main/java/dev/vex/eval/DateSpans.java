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

  /** An hour of the clock in words (English and Norwegian) or digits, 1 to 12. */
  private static final String HOUR_WORD =
      "(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|ett|eitt|to|tre|fire|fem"
          + "|seks|sju|syv|åtte|ni|ti|elleve|tolv|1[0-2]|0?[1-9])";

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
          // "kl. 14", "kl 17.30 norsk tid", "kl. 00–03": an hour after "kl." is a time, whatever
          // follows it but a unit.
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:kl\\.?|klokka|klokken)(?:\\s{1,3}er)?\\s{0,3}\\d{1,2}(?:[.:]\\d{2})?"
                  + "(?:\\s?[-\u2013]\\s?\\d{1,2}(?:[.:]\\d{2})?)?(?![\\d.,]\\d)"
                  + "(?!\\s?(?:%|°|grader|prosent|km|mm|kr|dollar))"),
          // "kl. tolv": an hour in words after "kl.".
          Pattern.compile(
              "(?iu)(?<![\\p{L}])kl\\.?\\s{1,3}"
                  + HOUR_WORD
                  + "(?![\\p{L}\\d])"
                  + "(?!\\s?(?:%|°|grader|prosent))"),
          // A time and its zone: "17.30 norsk tid", "16.30 lokal tid", "15.30 (UTC)".
          Pattern.compile(
              "(?i)(?<![\\d.,])\\d{1,2}[.:]\\d{2}(?=\\s?\\(?(?:utc|cet|cest|gmt"
                  + "|(?:norsk|lokal|britisk|engelsk|uk|local|british|norwegian)\\s(?:tid|time)))"),
          // A time after the sun's or a match's verb: "sola gikk ned 19.49", "avspark 17.30".
          Pattern.compile(
              "(?iu)(?<=(?:(?:går|gikk|gjekk|står|stod|sto|går\\sså)\\s(?:ned|opp)|avspark|kick-off"
                  + "|kickoff|rises|sets|sunrise|sunset|soloppgang|solnedgang|starta|startet|starter)"
                  + "\\s(?:(?:kl\\.?|klokka|at|is|er|på)\\s)?)(?:[01]?\\d|2[0-3])[.:][0-5]\\d"
                  + "(?![\\d.,]\\d)(?!\\s?(?:%|prosent|percent|dollar|kr|usd|nok|poeng|points|°|grader))"),
          // A day and month without the year: "søndag 20.9", "lørdag 11.10.", "(15.09)".
          Pattern.compile(
              "(?iu)(?<=(?:mandag|tirsdag|onsdag|torsdag|fredag|lørdag|laurdag|søndag|sundag|den)\\s)"
                  + "(?:0?[1-9]|[12]\\d|3[01])\\.(?:0?[1-9]|1[0-2])\\.?(?![\\d])"),
          Pattern.compile("(?<=\\()(?:0?[1-9]|[12]\\d|3[01])\\.(?:0[1-9]|1[0-2])\\.?(?=\\))"),
          // A season: "the 2026-27 Premier League season".
          Pattern.compile("(?<![\\d.,])(?:19|20)\\d{2}[-/\u2013](?:\\d{2})(?![\\d])"),
          // A time in words by its minutes: "eight minutes to eight", "åtte minutter før klokka
          // åtte"; an hour in words of a part of the day: "just before eight in the evening", "tre
          // på ettermiddagen".
          Pattern.compile(
              "(?iu)(?<![\\p{L}\\d])(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten"
                  + "|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty"
                  + "|en|ett|to|tre|fire|fem|seks|sju|syv|åtte|ni|ti|elleve|tolv|tretten|fjorten|femten"
                  + "|seksten|sytten|atten|nitten|tjue)\\s(?:minutes?|minutter|min)\\s(?:to|past|before"
                  + "|after|før|over|på)\\s(?:(?:klokka|klokken)\\s)?"
                  + HOUR_WORD
                  + "(?![\\p{L}\\d])"),
          Pattern.compile(
              "(?iu)(?<![\\p{L}\\d])"
                  + HOUR_WORD
                  + "(?:\\s?[-\u2013]\\s?"
                  + HOUR_WORD
                  + ")?"
                  + "\\s(?:in the (?:morning|afternoon|evening)|på (?:ettermiddagen|morgenen|kvelden"
                  + "|morgonen|kvelden)|om (?:ettermiddagen|morgonen|kvelden))(?![\\p{L}])"),
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

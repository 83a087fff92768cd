package dev.vex.eval;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A day said to be dry ("dry all day Sunday", "no rain tomorrow", "i morgen blir det oppholdsvær",
 * "trenger ikke paraply") held to that day's hours: wrong when any of them has rain (a
 * precipitation figure above zero). The day is the one the sentence names, else the one the figure
 * reading gives it ({@link #dayOf}); a sentence that narrows the claim to part of the day or to now
 * ("dry by the evening", "no rain at the moment", "fra kl. 18", "until Sunday") is not judged, nor
 * one that says the opposite ("not dry").
 */
abstract class DryDayReading extends ClockReading {
  DryDayReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  private static final Pattern DRY =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:dry|stays dry|no rain|rain-free|without rain|won't rain"
              + "|will not rain|not going to rain|no need for an umbrella|(?:don't|won't) need an"
              + " umbrella|tørt|tørr|tørre|tørrvær|oppholdsvær|opphaldsvêr|ingen regn|ingen nedbør"
              + "|regner ikke|blir ikke regn|trenger ikke paraply|treng ikkje paraply)(?![\\p{L}])");

  /** What narrows a claim to part of a day or to now, or turns it round. */
  private static final Pattern NARROWED =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:morning|mornings|afternoon|evening|night|overnight|noon|midday"
              + "|tonight|later|until|till|early|late|hour|hours|o'clock|formiddag\\p{L}*"
              + "|ettermiddag\\p{L}*|kveld\\p{L}*|natt\\p{L}*|morgenkvisten|tidlig|senere|utover"
              + "|frem til|fram til|inntil|kl|klokka|klokken|timer|midt på dagen|not|ikke|isn't"
              + "|won't be|aren't|neither|except|bortsett|apart)(?![\\p{L}])"
              + "|\\d\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d[:.]\\d\\d");

  /** Judges every dry day the reply claims against the day's hours. */
  void judgeDryDays() {
    if (sports || days.isEmpty()) {
      return;
    }
    Matcher m = DRY.matcher(prose);
    int lastSentence = -1;
    while (m.find()) {
      int sid = sentence[m.start()];
      if (sid == lastSentence) {
        continue;
      }
      lastSentence = sid;
      int from = sentenceStart(m.start());
      int to = from;
      while (to < prose.length() && sentence[to] == sid) {
        to++;
      }
      // Read with its clock times ("Fra kl. 18 er det oppholdsvær"), the claims themselves blanked.
      String whole = linkless.substring(from, to);
      String rest = DRY.matcher(whole).replaceAll(" ");
      if (NARROWED.matcher(rest).find() || NOW.matcher(whole).find()) {
        continue;
      }
      String day = null;
      for (Mention x : mentions) {
        if (sentence[x.start()] == sid && days.contains(x.subject())) {
          day = x.subject();
          break;
        }
      }
      if (day == null) {
        day = dayOf(m.start());
      }
      if (day == null) {
        continue; // no day said: the conditions now
      }
      String d = day;
      boolean rain =
          facts.stream()
              .anyMatch(
                  f ->
                      f.subjects().isEmpty()
                          && !f.day().isEmpty()
                          && f.day().get(0).equals(d)
                          && "mm".equals(f.unit())
                          && f.value() > 0);
      if (rain) {
        wrongClaims.add("'" + m.group() + "': " + day + " has rain in its hours");
      }
    }
  }
}

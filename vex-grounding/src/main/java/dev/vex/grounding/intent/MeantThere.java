package dev.vex.grounding.intent;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A correction that opens a message and the question after it that names the corrected place as
 * "there" (#21, session 24): "no, I meant Bergen — weather there tomorrow", "nei, jeg mente
 * Lillehammer, hvordan er været der" are read as "weather in Bergen tomorrow" and "hvordan er været
 * i Lillehammer". Linear: one bounded pattern over a message that holds a word of meaning.
 */
final class MeantThere {
  private static final Pattern FORM =
      Pattern.compile(
          "^(?:(?:no|nope|sorry|oops|nei|beklager|unnskyld|oi)[,!.]?\\s+)*"
              + "(?:i meant|i mean|jeg mente|jeg mener|eg meinte|meant)\\s+"
              + "([^,;:.!?—–-]{1,40}?)\\s*[,;:.!?—–-]+\\s*(.{1,300})$",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private static final Pattern THERE =
      Pattern.compile("\\b(there|der)\\b", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private MeantThere() {}

  /** The message with "there" replaced by the place meant, or null when it is not that form. */
  static Utterance read(Utterance u) {
    String lower = u.lower;
    if (!(lower.contains("mean") || lower.contains("ment") || lower.contains("meint"))) {
      return null;
    }
    Matcher m = FORM.matcher(u.original.strip());
    if (!m.matches()) {
      return null;
    }
    String place = m.group(1).strip();
    String rest = m.group(2);
    Matcher t = THERE.matcher(rest);
    if (place.isEmpty() || !t.find()) {
      return null;
    }
    String in = t.group(1).equalsIgnoreCase("der") ? "i " : "in ";
    return new Utterance(rest.substring(0, t.start()) + in + place + rest.substring(t.end()));
  }
}

package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUpText.strip;
import static dev.vex.grounding.intent.FollowUpWords.THERE;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "I love Long Beach" then "what's the weather like there this weekend" (#21, session 29): a place
 * whose name is whole by a word of its kind ("Long Beach", "Palm Springs"), named in a message that
 * asked nothing and that no rule reads as a place, is the place "there" names in the next message's
 * weather question. Followup-tune15, 17 and 18 each held this form. So is, when no such name is
 * found, a capitalised name right after "in", "to", "i", "på" (session 32: "my sister just moved to
 * Boulder" then "what's the weather like there today"). Linear in the previous message's length (at
 * most {@link #MOST_CHARS} characters are read).
 */
final class FollowUpWholeName {
  private FollowUpWholeName() {}

  /** The longest previous message read for a name. */
  static final int MOST_CHARS = 200;

  /**
   * Two or three words that start with a capital ("Long Beach", "Palm Springs", "Half Moon Bay").
   */
  private static final Pattern CAPITALISED =
      Pattern.compile("(?<![\\p{L}\\d])\\p{Lu}\\p{L}+(?: \\p{Lu}\\p{L}+){1,2}(?![\\p{L}\\d])");

  /**
   * A capitalised name of one to three words right after a word of where one goes, lives or was
   * ("moved to Boulder", "honeymooned in Santa Barbara", "vi var på Hvaler"), not a month, a day or
   * a holiday, and whose first word is no place the rules know; read only when the message before
   * has no intent and names no subject any rule knows (session 32).
   */
  private static final Pattern PLACED =
      Pattern.compile(
          "(?<![\\p{L}\\d])(?:in|to|from|near|i|til|på|fra|nær|ved)\\s+"
              + "(\\p{Lu}\\p{L}*(?:[ -]\\p{Lu}\\p{L}+){0,2})((?: (?:i|på|in) \\p{Lu}\\p{L}+)?)"
              + "(?![\\p{L}\\d])");

  /** Capitalised words after "in" or "i" that name a time, not a place. */
  private static final java.util.Set<String> NOT_PLACES = WordLists.set("FollowUpWholeName.list");

  /**
   * "my sister just moved to Boulder", "vi var på Hvaler i sommer": the first capitalised name
   * after a word of place that names no time, or null; null too when that name starts with a place
   * the rules know ("Mo i Rana"), which the other readings take. Session 32 (followup-tune20 and 21
   * each held this form, with a town no rule knows).
   */
  static String placed(String text) {
    Matcher m = PLACED.matcher(text);
    while (m.find()) {
      String name = m.group(1);
      String first = name.split("[ -]")[0].toLowerCase(java.util.Locale.ROOT);
      if (Entities.knownPlace(name + m.group(2)) || Entities.knownPlace(name.split("[ -]")[0])) {
        return null; // "Mo i Rana", "Å i Lofoten": a place the rules know, read by them
      }
      if (!NOT_PLACES.contains(first)) {
        // with the region typed after it (session 34: "tante bor i Nes på Hedmarken"; a place with
        // a qualifier is kept whole, DEFINITIONS.md session 31)
        return name + m.group(2);
      }
    }
    return null;
  }

  /** "there", "der" as a whole word, for putting the place in its stead. */
  private static final Pattern THERE_WORD =
      Pattern.compile("(?<![\\p{L}\\d])(?:there|der|dit)(?![\\p{L}\\d])", Pattern.CASE_INSENSITIVE);

  /**
   * "jeg skal til Hell på fredag" then "blir det snø der?"; "I'm off to Reading for work tomorrow"
   * then "will it rain there?" (session 34, from followup-tune19, -22 and -23): a place that is
   * also a word or a club, named after "to"/"til" in a message that asked nothing, and a message
   * that reads as nothing alone because its "there" holds the place. The message is read again with
   * the place in the stead of "there"; only a weather ask of that place is kept. Null otherwise.
   */
  static List<Intent> thereIsAWordPlace(
      GroundingClassifier c, Utterance u, List<Intent> own, PreviousTurn previous) {
    String text = previous.text();
    if (!own.isEmpty()
        || !previous.intents().isEmpty()
        || text.length() > MOST_CHARS
        || u.words.size() > 10) {
      return null;
    }
    Matcher there = THERE_WORD.matcher(u.original);
    if (!there.find()) {
      return null;
    }
    Matcher m = TO_A_WORD_PLACE.matcher(text);
    if (!m.find()
        || NOT_PLACES.contains(m.group(1).split(" ")[0].toLowerCase(java.util.Locale.ROOT))) {
      return null;
    }
    String place = m.group(1);
    boolean norwegian =
        there.group().equalsIgnoreCase("der") || there.group().equalsIgnoreCase("dit");
    String asked =
        u.original.substring(0, there.start())
            + (norwegian ? "i " : "in ")
            + place
            + u.original.substring(there.end());
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(asked)) {
      if (WeatherFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && i.subject().equalsIgnoreCase(place)) {
        read.add(
            i.withMode(
                i.mode(), i.confidence(), "the place named just before, by \"there\"; " + i.why()));
      }
    }
    return read.isEmpty() ? null : List.copyOf(read);
  }

  /**
   * A capitalised name after "to", "til", "in", "i": "off to Reading", "til Hell", with the
   * capitalised words that follow it ("honeymooned in Santa Barbara": the whole name, not "Santa";
   * session 37, followup-tune25).
   */
  private static final Pattern TO_A_WORD_PLACE =
      Pattern.compile(
          "(?<![\\p{L}\\d])(?:to|til|in|i|på)\\s+(\\p{Lu}\\p{L}+(?: \\p{Lu}\\p{L}+){0,2})(?![\\p{L}\\d])");

  /**
   * The message's weather asked of "there", of the whole name in the previous message; null when
   * the message asks no weather by "there", the previous turn had a weather subject, or the
   * previous message names no such place.
   */
  static List<Intent> there(Utterance u, List<Intent> own, PreviousTurn previous) {
    if (own.stream()
            .noneMatch(
                i ->
                    WeatherFetcher.KIND.equals(i.kind())
                        && (i.subject().isEmpty()
                            || THERE.contains(i.subject().toLowerCase(java.util.Locale.ROOT))))
        || u.lowerWords.stream().map(FollowUpText::strip).noneMatch(THERE::contains)
        || previous.intents().stream()
            .anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty())) {
      return null;
    }
    String text = previous.text();
    if (text.length() > MOST_CHARS) {
      return null;
    }
    String place = null;
    Matcher m = CAPITALISED.matcher(text);
    while (m.find()) {
      String[] w = m.group().split(" ");
      // "I love Long Beach": the name may start one or two words into the capitals
      for (int from = 0; from < w.length - 1 && place == null; from++) {
        String name = String.join(" ", java.util.Arrays.copyOfRange(w, from, w.length));
        if (WeatherRule.wholeName(name)) {
          place = name;
        }
      }
    }
    if (place == null
        && previous.intents().isEmpty()
        && Entities.firstSubject(new Utterance(text)) == null) {
      // a message that names no subject any rule knows: the town after "to", "in", "på"
      place = placed(text);
    }
    if (place == null) {
      return null;
    }
    List<Intent> out = new ArrayList<>(own.size());
    for (Intent i : own) {
      boolean here =
          WeatherFetcher.KIND.equals(i.kind())
              && (i.subject().isEmpty()
                  || THERE.contains(strip(i.subject()).toLowerCase(java.util.Locale.ROOT)));
      out.add(
          here
              ? new Intent(
                  i.kind(),
                  place,
                  i.parameters(),
                  i.mode(),
                  i.confidence(),
                  "the place named just before, by \"there\"; " + i.why())
              : i);
    }
    return List.copyOf(out);
  }
}

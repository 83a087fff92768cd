package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.recipes.RecipeFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the readings of a recipe: a dish named before by a pronoun or
 * after a question of how to cook something, a figure a recipe holds. Moved from {@code FollowUp}
 * as it was, no reading changed.
 */
final class FollowUpRecipes {
  private FollowUpRecipes() {}

  /** A question of a figure a recipe holds: a time, an amount, a temperature, its ingredients. */
  static final java.util.regex.Pattern RECIPE_FIGURE =
      java.util.regex.Pattern.compile(
          "\\b(?:how long|how much|how many|what temperature|which temperature|oven|ingredients?"
              + "|hvor lenge|hvor mye|hvor mange|hvor varm|hvilken temperatur|ovn|ovnen"
              + "|ingrediens(?:er|ene)?)\\b");

  /**
   * A substitution in a dish already shown ("can I use chicken instead of beef?", "kan jeg bruke
   * havremelk i stedet?", "what can I swap the cream for?"): cooking knowledge, no recipe of a new
   * dish (DEFINITIONS.md, "Substitutions are `-`, also as follow-ups", session 34). Another dish
   * asked instead ("then a chicken curry instead") is read first by {@link #anotherDish}.
   */
  static final java.util.regex.Pattern SUBSTITUTION =
      java.util.regex.Pattern.compile(
          "\\b(?:instead of|in place of|rather than|substitute|substituting|swap|swapping|replace"
              + "|replacing|sub out|sub in|i stedet for|istedenfor|isteden for|i staden for"
              + "|i staden|bytte ut|bytte|byte ut|byte|erstatte|erstatta"
              + "|(?:use|using|bruke|bruka|bruk|nytte)\\b[^?.!]{1,40}\\b(?:instead|i stedet|i staden"
              + "|isteden|istedet))\\b");

  /** A figure of the recipe before, as {@link #RECIPE_FIGURE}, or a substitution in it. */
  static boolean figureOrSubstitution(String lower) {
    return RECIPE_FIGURE.matcher(lower).find() || SUBSTITUTION.matcher(lower).find();
  }

  /**
   * "and for 6 people?", "og til 8 personer?", "to serve ten" (session 29): the recipe asked just
   * before, for another number of people; the same recipe ask.
   */
  static final java.util.regex.Pattern SERVINGS =
      java.util.regex.Pattern.compile(
          "^\\W*(?:(?:and|og|but|men|ok|what about|how about|hva med|enn) )?(?:for|til|to serve"
              + "|to feed|for å mette) (?:\\d{1,3}|two|three|four|five|six|eight|ten|twelve|to|tre"
              + "|fire|fem|seks|åtte|ti|tolv)(?: (?:people|persons|guests|servings|portions|adults"
              + "|personer|pers|gjester|porsjoner|voksne))?(?: (?:then|da|please|takk|instead"
              + "|i stedet))?\\W*$");

  /** What a recipe does not hold: advice, nutrition, price, pairing, storage. */
  static final java.util.regex.Pattern NOT_IN_RECIPE =
      java.util.regex.Pattern.compile(
          "\\b(?:calories|kalorier|cost|costs|koster|freeze|fryse|fryses|keep|holde(?: \\p{L}+)? seg"
              + "|holder(?: \\p{L}+)? seg|last|store|oppbevare|oppbevares"
              + "|healthy|sunn|sunt|wine|vin|drink|drikke|protein|carbs|kcal)\\b");

  /** "how do I make it?", "hvordan lager jeg det?": a dish named before by a pronoun. */
  static final java.util.regex.Pattern MAKE_IT =
      java.util.regex.Pattern.compile(
          "^\\W*(?:and |og |ok |so |så )?(?:the |a )?(?:recipe|oppskrift(?:a|en)?)(?: please| pls| takk| then"
              + "| da)?\\W*$"
              + "|\\b(?:how (?:do|can|would|should|to) (?:i |you |we |one )?(?:make|cook|bake|prepare)"
              + " (?:it|them|that|this|those|one(?=\\W*$))|recipe for (?:it|that|them|this|one(?=\\W*$))"
              + "|hvordan (?:lager|lage|baker|bake|koker|lagar|laga) (?:jeg |man |en |eg |vi |du )?"
              + "(?:det|den|dem|de|dette|dei)|oppskrift(?:a|en)? på (?:det|den|dem|dette))\\b");

  /** "how do i make pesto with it": a dish of its own, made with what was named before. */
  static final java.util.regex.Pattern WITH_IT =
      java.util.regex.Pattern.compile("\\s+(?:with|med) (?:it|them|that|det|den|dem)\\s*[?.!]*$");

  /**
   * "what's the origin of tiramisu?" then "how do I make it?"; "ok fine, fish tacos. how do I make
   * them": the dish a pronoun stands for, named in the message before or earlier in this one, as a
   * recipe ask; "how do i make pesto with it": the dish of the message itself. Null when none. At
   * most one classification a word of the context, and only after a request to make "it".
   */
  static List<Intent> dishBefore(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    java.util.regex.Matcher with = WITH_IT.matcher(u.original);
    if (with.find()) {
      List<Intent> alone = recipes(c.classify(u.original.substring(0, with.start()) + "?"));
      if (!alone.isEmpty()) {
        return because(alone, "a dish made with what was named just before");
      }
    }
    java.util.regex.Matcher m = MAKE_IT.matcher(u.lower);
    if (!m.find()
        || previous.intents().stream().anyMatch(i -> RecipeFetcher.KIND.equals(i.kind()))) {
      return null; // a recipe asked just before is read as such below
    }
    String before = u.original.substring(0, Math.min(m.start(), u.original.length())).strip();
    // "ok, and how do I make it?": words before that name no dish leave the message before
    String context =
        before.length() > 2
                && java.util.Arrays.stream(before.split("\\s+")).anyMatch(w -> dishWord(strip(w)))
            ? before
            : previous.text();
    List<String> words = new ArrayList<>();
    for (String w : context.split("\\s+")) {
      String s = strip(w);
      if (!s.isEmpty()) {
        words.add(s);
      }
    }
    if (words.isEmpty() || words.size() > 20) {
      return null;
    }
    for (int k = words.size() - 1; k >= 0; k--) {
      if (!dishWord(words.get(k))) {
        continue;
      }
      for (int from = k > 0 && dishWord(words.get(k - 1)) ? k - 1 : k; from <= k; from++) {
        String dish = String.join(" ", words.subList(from, k + 1));
        List<Intent> read = recipes(c.classify("how do I make " + dish + "?"));
        if (!read.isEmpty()) {
          return because(read, "a dish named just before, asked how to make");
        }
      }
    }
    return null;
  }

  /** Words no dish is named by: question words, joiners, words of origin and meals. */
  static final Set<String> NO_DISH =
      Lexicon.withWeekdays(
          Set.of(
              "does",
              "did",
              "come",
              "comes",
              "from",
              "fra",
              "kommer",
              "origin",
              "history",
              "egentlig",
              "about",
              "om",
              "with",
              "med",
              "have",
              "has",
              "har",
              "like",
              "liker",
              "love",
              "elsker",
              "loads",
              "lots",
              "some",
              "noe",
              "fine",
              "what",
              "what's",
              "whats",
              "should",
              "could",
              "would",
              "dinner",
              "lunch",
              "breakfast",
              "middag",
              "lunsj",
              "frokost",
              "tonight",
              "today",
              "the",
              "and",
              "og",
              "for",
              "you",
              "your",
              "think",
              "syns",
              "tror",
              "ok",
              "okay",
              "then",
              "that",
              "this",
              "det",
              "den",
              "cook",
              "make",
              "lage",
              "lager",
              "eat",
              "spise",
              // a dish eaten or had, and when ("we ate tagine last night", "taco fredag i dag")
              "had",
              "ate",
              "eaten",
              "tried",
              "hadde",
              "spiste",
              "prøvde",
              "yesterday",
              "night",
              "last",
              "week",
              "weekend",
              "går",
              "dag",
              "kveld",
              "helga",
              // how often a dish was made, and who made it (session 30: "mora mi lagde alltid
              // komle på torsdager", "my gran always made scouse")
              "alltid",
              "ofte",
              "aldri",
              "always",
              "often",
              "never",
              "usually",
              "sometimes",
              "lagde",
              "laget",
              "made",
              "used"));

  /** Whether a word may be part of a dish's name. */
  static boolean dishWord(String w) {
    String lower = w.toLowerCase(Locale.ROOT);
    return w.length() >= 3 && !NO_DISH.contains(lower) && !QUESTION_WORDS.contains(lower);
  }

  /**
   * What says another dish is wanted in place of the one just shown: "instead", "rather",
   * "actually", "give me", "heller", "i stedet", "gi meg" (session 36, followup-tune24 and -tune25;
   * DEFINITIONS.md: a follow-up that names another dish to cook is a recipe ask for it).
   */
  static final java.util.regex.Pattern INSTEAD =
      java.util.regex.Pattern.compile(
          "\\b(?:instead|rather|actually|give me|gimme|changed my mind|heller|i stedet|i staden"
              + "|isteden|istedet|egentlig|gi meg|ombestemt)\\b");

  /** Words around the dish in a request for another one ("actually, how about a fish pie"). */
  private static final Set<String> INSTEAD_WORDS =
      Set.of(
          "actually",
          "ok",
          "okay",
          "no",
          "nah",
          "hmm",
          "or",
          "then",
          "well",
          "so",
          "and",
          "how",
          "what",
          "about",
          "give",
          "gimme",
          "me",
          "make",
          "let's",
          "lets",
          "do",
          "have",
          "i'd",
          "id",
          "i",
          "rather",
          "would",
          "like",
          "want",
          "changed",
          "my",
          "mind",
          "instead",
          "please",
          "a",
          "an",
          "some",
          "nei",
          "eller",
          "egentlig",
          "forresten",
          "så",
          "og",
          "da",
          "hva",
          "kva",
          "med",
          "gi",
          "meg",
          "heller",
          "lag",
          "jeg",
          "eg",
          "vil",
          "ha",
          "vi",
          "tar",
          "en",
          "et",
          "ei",
          "ein",
          "eit",
          "noe",
          "stedet",
          "staden",
          "isteden",
          "istedet",
          "takk",
          "ombestemt",
          "har",
          "just");

  /** Words a dish asked instead is not named by: pronouns, plans ("order", "skip", "out"). */
  private static final Set<String> NOT_A_DISH =
      Set.of(
          "it",
          "one",
          "that",
          "this",
          "them",
          "det",
          "den",
          "dem",
          "something",
          "noe",
          "order",
          "bestille",
          "bestiller",
          "skip",
          "buy",
          "kjøpe",
          "get",
          "go",
          "out",
          "ut",
          "not",
          "ikke",
          "takeaway",
          "hungry",
          "sulten",
          "tired",
          "trøtt");

  /**
   * "recipe for cullen skink" then "actually, how about a fish pie"; "oppskrift på betasuppe" then
   * "gi meg heller lapskaus": another dish named in place of the recipe just asked, as a recipe ask
   * of it (read as "how do I make fish pie?"). Null unless the recipe before was an ask, the
   * message says "instead" in one of {@link #INSTEAD}'s ways, is no substitution ("can I use
   * chicken instead?") and names at most four words besides; one classification.
   */
  static List<Intent> anotherDish(
      GroundingClassifier c, Utterance u, List<Intent> own, PreviousTurn previous) {
    if (u.words.size() > 10
        || own.stream().anyMatch(Intent::isAsk)
        || !INSTEAD.matcher(u.lower).find()
        || SUBSTITUTION.matcher(u.lower).find()) {
      return null;
    }
    Intent before = subjectBefore(previous);
    if (before == null
        || !before.isAsk()
        || !RecipeFetcher.KIND.equals(before.kind())
        || before.subject().isEmpty()) {
      return null;
    }
    List<String> words = new ArrayList<>();
    for (String w : u.words) {
      String s = strip(w);
      if (!s.isEmpty()) {
        words.add(s);
      }
    }
    int from = 0;
    while (from < words.size()
        && INSTEAD_WORDS.contains(words.get(from).toLowerCase(Locale.ROOT))) {
      from++;
    }
    int to = words.size();
    while (to > from && INSTEAD_WORDS.contains(words.get(to - 1).toLowerCase(Locale.ROOT))) {
      to--;
    }
    if (to == from || to - from > 4) {
      return null;
    }
    for (String w : words.subList(from, to)) {
      String lower = w.toLowerCase(Locale.ROOT);
      if (QUESTION_WORDS.contains(lower)
          || NOT_TOPICS.contains(lower)
          || IT_WORDS.contains(lower)
          || THERE.contains(lower)
          || NOT_A_DISH.contains(lower)
          || lower.chars().anyMatch(Character::isDigit)) {
        return null;
      }
    }
    if (!dishWord(words.get(from)) || !dishWord(words.get(to - 1))) {
      return null; // "I'd rather order pizza tonight": a plan, no dish to cook
    }
    String dish = String.join(" ", words.subList(from, to));
    if (dish.equalsIgnoreCase(before.subject())) {
      return null;
    }
    List<Intent> read = recipes(c.classify("how do I make " + dish + "?"));
    return read.isEmpty()
        ? null
        : because(read, "another dish asked for instead of the recipe just before");
  }

  /** The recipe asks among intents. */
  static List<Intent> recipes(List<Intent> read) {
    List<Intent> out = new ArrayList<>();
    for (Intent i : read) {
      if (RecipeFetcher.KIND.equals(i.kind()) && i.isAsk() && !i.subject().isEmpty()) {
        out.add(i);
      }
    }
    return out;
  }

  /**
   * A question of how to cook something ("how do I boil an egg", "hvor lenge skal et egg koke").
   */
  static final java.util.regex.Pattern COOKING =
      java.util.regex.Pattern.compile(
          "\\b(?:how (?:do|can|should|would) (?:i|you|we|one) (?:boil|cook|bake|fry|roast|grill|make"
              + "|poach|steam)|how (?:to|long to) (?:boil|cook|bake|fry|roast|grill|make|poach|steam)"
              + "|how long (?:do|should|does|to)\\b.{0,40}\\b(?:boil|cook|bake|fry|roast|grill)"
              + "|hvor lenge skal\\b.{0,40}\\b(?:koke|steke|bake|småkoke|grille)"
              + "|hvordan (?:koker|steker|baker|lager|griller) (?:jeg|man|en|du|vi))\\b");

  /** "and carbonara?", "og pinnekjøtt?", "what about risotto?": the one thing named. */
  static final java.util.regex.Pattern AND_ONE =
      java.util.regex.Pattern.compile(
          "^(?:and|og|what about|how about|hva med|enn|and a|and an|og en|og et)\\s+"
              + "(\\p{L}[\\p{L}' -]{1,40}?)\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * "how do I boil an egg" then "and carbonara?": a dish named after a question of how to cook
   * something, which asked for no recipe of a dish of its own, read as "how do I make carbonara?".
   * Null when the message names no dish so.
   */
  static List<Intent> dishAfterCooking(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String before = previous.text();
    if (before.length() > 200
        || previous.intents().stream().anyMatch(Intent::isAsk)
        || !COOKING.matcher(before.toLowerCase(Locale.ROOT)).find()) {
      return null;
    }
    java.util.regex.Matcher m = AND_ONE.matcher(u.original.strip());
    if (!m.find()) {
      return null;
    }
    String dish = m.group(1).strip();
    String[] words = dish.toLowerCase(Locale.ROOT).split("\\s+");
    if (words.length > 3
        || java.util.Arrays.stream(words)
            .anyMatch(w -> QUESTION_WORDS.contains(w) || NOT_TOPICS.contains(w))) {
      return null;
    }
    List<Intent> read = recipes(c.classify("how do I make " + dish + "?"));
    return read.isEmpty()
        ? null
        : because(read, "a dish named after a question of how to cook something");
  }

  /**
   * "and a vegetarian version?", "og en vegetarversjon?", "what about a gluten-free version"
   * (session 34, from followup-tune22 and -tune23; DEFINITIONS.md: a variant names the variant as a
   * dish in the user's language): a variant of the dish asked just before. Group 1: the English or
   * spaced word before "version"/"versjon"; group 2: the first part of a Norwegian compound.
   */
  static final java.util.regex.Pattern VARIANT =
      java.util.regex.Pattern.compile(
          "^(?:(?:and|og|ok|so|så|what about|how about|hva med|kva med|enn|is there|finnes det"
              + "|har du)\\s+)*(?:a |an |en |ei |et |ein |the |den )?(?:(\\p{L}[\\p{L}-]*) (?:version"
              + "|versjon|variant|take|one)|(\\p{L}{3,20}?)-?(?:versjon|variant)(?:en)?)"
              + "(?: of it| on it| av den| av det| then| da| please)?\\s*[?.!]*$");

  /** The adjective a Norwegian compound's first part makes ("vegetarversjon": "vegetarisk"). */
  private static final java.util.Map<String, String> VARIANT_ADJECTIVE =
      java.util.Map.of("vegetar", "vegetarisk", "vegan", "vegansk", "veganer", "vegansk");

  /**
   * The variant of the dish the message before asked the recipe of, as a recipe ask of the variant
   * ("vegetarian lasagna", "vegetarisk fårikål"); null when the message names no variant or the
   * message before asked no recipe of a named dish.
   */
  static List<Intent> variant(List<Intent> own, Utterance u, PreviousTurn previous) {
    if (completeAsk(own) || u.words.size() > 8) {
      return null;
    }
    String text = u.lower.strip();
    java.util.regex.Matcher m = VARIANT.matcher(text);
    if (!m.find()) {
      return null;
    }
    Intent before = subjectBefore(previous);
    if (before == null
        || !before.isAsk()
        || !RecipeFetcher.KIND.equals(before.kind())
        || before.subject().isEmpty()) {
      return null;
    }
    // a compound's first part as its adjective ("vegetarversjon": "vegetarisk fårikål"); written
    // apart by a hyphen it is kept as typed ("vegetar-variant": "vegetar-lapskaus")
    boolean hyphen = m.group(2) != null && text.charAt(m.end(2)) == '-';
    String adjective =
        m.group(1) != null || hyphen
            ? (m.group(1) != null ? m.group(1) : m.group(2))
            : VARIANT_ADJECTIVE.getOrDefault(m.group(2), m.group(2));
    if (THERE.contains(adjective)
        || IT_WORDS.contains(adjective)
        || QUESTION_WORDS.contains(adjective)
        || NO_VARIANT.contains(adjective)) {
      return null;
    }
    return List.of(
        new Intent(
            RecipeFetcher.KIND,
            adjective + (hyphen ? "-" : " ") + before.subject(),
            before.parameters(),
            Intent.Mode.ASK,
            0.8,
            "a variant of the dish asked for just before"));
  }

  /** Words before "one" or "version" that ask which, not a variant ("which one?"). */
  private static final Set<String> NO_VARIANT =
      Set.of(
          "which", "what", "hvilken", "hvilket", "hvilke", "kva", "hva", "first", "last", "right",
          "wrong", "good", "best", "better", "that's", "thats", "whole");

  /** Words that name no variant ("another version", "that version", "den versjonen"). */
  private static final Set<String> IT_WORDS =
      Set.of(
          "another",
          "other",
          "that",
          "this",
          "same",
          "new",
          "old",
          "original",
          "short",
          "long",
          "annen",
          "anna",
          "annet",
          "den",
          "denne",
          "samme",
          "ny",
          "gammel");
}

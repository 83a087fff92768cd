package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.news.NewsFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tech news questions: Hacker News named ("what's new on HN about Rust"), tech news or top stories
 * ("tech news", "siste tech-nyheter"), or news with a qualifier or a topic ("latest news about
 * Rust", "nyheter om AI"). "Good news" and news in passing fire nothing. A topic after {@code
 * about}/{@code om}/{@code on} becomes the search query; without one the front page is fetched.
 */
final class NewsRule {
  private static final Set<String> NEWS =
      Set.of(
          "news",
          "nyheter",
          "nyhetene",
          "headlines",
          "stories",
          "overskriftene",
          "overskrifter",
          "toppsakene",
          "toppsaker",
          "nyhetsbildet",
          // nynorsk: "nyheiter om statsbudsjettet"
          "nyheiter",
          "nyheitene",
          // dialect: "ka skjer i nyhetan", "nyheitane"
          "nyhetan",
          "nyhetane",
          "nyheitane");
  private static final Set<String> QUALIFIERS = WordLists.set("NewsRule.QUALIFIERS");
  private static final Set<String> TOPIC = WordLists.set("NewsRule.TOPIC");
  private static final List<String> DIRECT =
      List.of(
          "hacker news",
          "tech news",
          "technology news",
          "top stories",
          "tech headlines",
          "tech nyheter",
          "teknologinyheter",
          "toppsaker",
          "techmeme",
          "siste nytt",
          "siste om",
          "noe nytt om",
          "noe nytt på",
          "anything new on",
          "anything new about",
          "what's new with",
          "whats new with",
          "what happened in the world",
          "whats happening in the world",
          "what's happening in the world",
          "hva skjer i verden",
          "going on in the world",
          "happening in the world",
          "happened in the world",
          "skjedd i verden",
          "skjer i verden",
          "skjedd ute i verden",
          "skjer ute i verden",
          "breaking news",
          "headlines",
          // "the latest on the AI act", "any updates on the Apple event", "nytt om Rust": news
          // asked for by its form; the ask model weighs the rest of the message
          "the latest on",
          // "latest on the Boeing strike", "noe nytt fra Apple i dag?": the same without "the"
          "latest on",
          // a catch-up on a topic: "catch me up on the rail strike", "oppdater meg på valget"
          "catch me up on",
          "oppdater meg på",
          "oppdater meg om",
          "what's happening with the",
          "whats happening with the",
          "noe nytt fra",
          "hva er nytt fra",
          "hva er nytt med",
          "the latest with",
          "whats the latest with",
          "what's the latest with",
          "the latest about",
          "any updates on",
          "any update on",
          "anything new in",
          "what's new in",
          "whats new in",
          "the buzz about",
          "nytt om",
          "toppsaken",
          "hva skjer i verda",
          "kva skjer i verda",
          "kva skjer i verden");

  /** How a Norwegian asks what goes on with something: "hva skjer med", "ka skjer med". */
  private static final List<String> GOES_ON_WITH =
      List.of("hva skjer med ", "kva skjer med ", "ka skjer med ", "hva skjer i ", "ka skjer i ");

  /** Endings of a public affair's noun in the definite form: "tollkrigen", "lærerstreiken". */
  private static final List<String> AFFAIRS = WordLists.list("NewsRule.AFFAIRS");

  /**
   * "hva skjer med tollkrigen", "ka skjer med lærerstreiken": what goes on with a public affair (a
   * war, an election, a strike, a crisis), the whole message of at most six words, asks the news of
   * it; "hva skjer med deg", "hva skjer med bilen min" ask no news. The affair, or empty.
   */
  private static String publicAffair(Utterance u) {
    if (u.words.size() > 6) {
      return "";
    }
    for (String head : GOES_ON_WITH) {
      if (u.lower.startsWith(head)) {
        List<String> rest = u.lowerWords.subList(Utterance.tokens(head).size(), u.words.size());
        if (rest.isEmpty() || rest.size() > 3) {
          return "";
        }
        // the affair first, then at most where: "valget i USA", "streiken på Vestlandet"
        if (rest.size() == 2 || rest.size() == 3 && !Set.of("i", "på").contains(rest.get(1))) {
          return "";
        }
        for (String a : AFFAIRS) {
          if (rest.get(0).endsWith(a)) {
            return String.join(" ", u.words.subList(u.words.size() - rest.size(), u.words.size()));
          }
        }
      }
    }
    return "";
  }

  /**
   * What is new today, the whole message, in Bokmål, dialects and English: "ka e nytt i dag", "kva
   * er nytt i dag?", "what's new today" ("hva er nytt i dag på jobben?" asks a person).
   */
  private static final Set<String> NEW_TODAY =
      Set.of(
          "hva er nytt i dag",
          "hva er nytt nå",
          "hva er nytt idag",
          "ka e nytt i dag",
          "ka e nytt idag",
          "ka e nytt no",
          "ka er nytt i dag",
          "kva er nytt i dag",
          "kva e nytt i dag",
          "kva er nytt no",
          // "ka e nytt i verden i dag": what is new in the world (session 30)
          "hva er nytt i verden i dag",
          "hva er nytt i verden",
          "ka e nytt i verden i dag",
          "ka e nytt i verden",
          "kva er nytt i verda i dag",
          "kva er nytt i verda",
          "what's new in the world today",
          "whats new in the world today",
          "what's new today",
          "whats new today");

  /**
   * {@link #NEW_TODAY} as a message's padded words hold it (a space on both sides), so that the
   * whole message is looked up without joining its words per call (#23).
   */
  private static final Set<String> NEW_TODAY_PADDED =
      NEW_TODAY.stream().map(s -> " " + s + " ").collect(java.util.stream.Collectors.toSet());

  /**
   * News asked for without the word: "has anything big happened today?", "anything important going
   * on in the world", "har det skjedd noe stort i dag?", "skjer det noe viktig i verden nå": that
   * something happened, with a word of weight (big, important, stort, viktig) or of the day or the
   * world (today, overnight, i dag, i verden).
   */
  private static final Pattern HAPPENED =
      Pattern.compile(
          "\\b(?:anything|something|noe|noen)\\b(?: (?:big|major|important|notable|significant|huge|interesting|crazy|new|stort|store|viktig|viktige|nytt|spesielt|dramatisk))?"
              + " (?:(?:has |have )?happen(?:ed|ing|s)?|(?:is )?going on|går for seg|har skjedd|skjedd|skjer|skjedde)\\b"
              + "|\\b(?:skjedd|skjer|skjedde) (?:det )?noe\\b");

  private static final Pattern WEIGHT =
      Pattern.compile(
          "\\b(?:big|major|important|notable|significant|huge|stort|store|viktig|viktige|dramatisk)\\b");

  private static final Pattern DAY_OR_WORLD =
      Pattern.compile(
          "\\b(?:today|tonight|overnight|this morning|last night|in the world|around the world|worldwide|i dag|idag|i natt|i morges|i verden|i verda|ute i verden|rundt i verden)\\b");

  /**
   * "what did I miss?", "I've been offline for a week, what did I miss in the world?", "hva har jeg
   * gått glipp av i helga?", "ka har æ gått glipp av": the news since the user looked, asked
   * without the word; not what one missed of a lecture, a film or a meeting (nothing but when or
   * the world may follow).
   */
  private static final Pattern CAUGHT_UP =
      Pattern.compile(
          "(?:^|[.,!?;:]\\s*|\\b(?:so|anyway|ok|okay|så|men)\\s+)(?:what did i miss|what have i missed|what'd i miss|whatd i miss|what did we miss|catch me up|fill me in|(?:hva|ka|kva|hvad) har (?:jeg|æ|eg|e|vi) gått glipp av|(?:hva|ka|kva) gikk (?:jeg|æ|eg) glipp av|oppdater meg)"
              // up to two: "what did I miss while I was offline this week"
              + "(?:\\s+(?:on )?(?:today|yesterday|this week|this weekend|last week|lately|overnight|while i was (?:away|gone|offline|out|sick|on holiday|on vacation)|in the world|in the news|on the news|i dag|i går|i helga|i helgen|denne uka|denne uken|i det siste|i verden|i verda|i nyhetene|mens jeg var (?:borte|offline|på ferie|syk)|mens eg var borte)){0,2}"
              + "\\s*(?:[?.!:]|\\+|\\band\\b|\\bog\\b|$)");

  /** A count of a story asked: "how many comments", "hvor mange poeng". */
  private static final Pattern STORY_COUNT =
      Pattern.compile(
          "\\b(?:how many|hvor mange|kor mange|antall) (?:comments|points|upvotes|votes"
              + "|kommentarer|kommentarar|poeng|stemmer)\\b");

  /**
   * Whether the message asks how many comments or points a story has ("conductor show hn hvor mange
   * kommentarer", "how many points does the top story have"): a figure of the front page, asked
   * whatever the ask model reads (#21, session 24).
   */
  static boolean storyCountAsked(Utterance u) {
    return (u.lower.contains("mange") || u.lower.contains("many") || u.lower.contains("antall"))
        && STORY_COUNT.matcher(u.lower).find();
  }

  /** Whether the message asks what happened while the user was away: the news. */
  static boolean caughtUp(Utterance u) {
    return (u.lower.contains("miss")
            || u.lower.contains("glipp")
            || u.lower.contains("catch me up")
            || u.lower.contains("fill me in")
            || u.lower.contains("oppdater meg"))
        && CAUGHT_UP.matcher(u.lower).find();
  }

  /** Words of someone's own day ("at school", "med deg"): what happened there is not news. */
  private static final Set<String> PERSONAL = WordLists.set("NewsRule.PERSONAL");

  /** "hva skjer i Ukraina i dag", "what's going on in Gaza today": news of a named place. */
  private static final Pattern HAPPENING_IN =
      Pattern.compile(
          "^(?:hva|kva) skjer (?:i|med) ([^ ]+(?: [^ ]+)?) (?:i dag|idag|nå|for tiden|akkurat nå)\\b");

  /** Nouns of one story on a news site: "the SVG filters post", "artikkelen om SQLite". */
  private static final Set<String> STORY = WordLists.set("NewsRule.STORY");

  /** The figures Hacker News gives a story, and how it is doing. */
  private static final Set<String> STORY_FIGURES = WordLists.set("NewsRule.STORY_FIGURES");

  /** Words of one's own writing or of school: "my post", "innlegget mitt", "essay". */
  private static final Set<String> OWN = WordLists.set("NewsRule.OWN");

  /**
   * "How is the SVG filters post doing?", "comments on the ZSH article?", "hvilken sak har flest
   * kommentarer?", "hvor mange poeng har toppsakene?": the points and comments of a story, or
   * whether it is still on the front page, which the front page gives. Not someone's own post or
   * essay, nor a story read aloud.
   */
  private static boolean storyFigures(Utterance u) {
    if (u.hasAnyWord(OWN)) {
      return false;
    }
    if (!u.hasAnyWord(STORY)) {
      // "how many front-page hits": the front page itself, with a figure of its stories
      return (u.has("front page") || u.has("forsiden"))
          && (u.hasAnyWord(STORY_FIGURES) || u.lowerWords.contains("hits"));
    }
    return u.hasAnyWord(STORY_FIGURES)
        || u.has("front page")
        || u.has("forsiden")
        || u.has("går det med");
  }

  /**
   * Whether a story noun follows the word at {@code i} within two words: "the SVG filters post"
   * names a story, not the ticker SVG.
   */
  static boolean storyAfter(Utterance u, int i) {
    for (int k = i + 1; k <= i + 2 && k < u.words.size(); k++) {
      if (STORY.contains(u.lowerWords.get(k))) {
        return true;
      }
    }
    return false;
  }

  private NewsRule() {}

  static List<Intent> match(Utterance u) {
    boolean hn = u.has("hacker news") || u.lowerWords.contains("hn");
    boolean direct =
        u.hasAnyPhrase(DIRECT) || u.lower.startsWith("nytt fra ") || u.lower.startsWith("nytt om ");
    if (u.words.size() <= 7 && NEW_TODAY_PADDED.contains(u.padded())) {
      return List.of(Intent.of(NewsFetcher.KIND, ""));
    }
    String affair = publicAffair(u);
    if (!affair.isEmpty()) {
      return List.of(Intent.of(NewsFetcher.KIND, affair));
    }
    if (!hn && !direct && storyFigures(u)) {
      // the front page carries the story's points and comments
      return List.of(Intent.of(NewsFetcher.KIND, ""));
    }
    int k = u.indexOf(NEWS);
    if (k < 0) {
      k = compoundNews(u);
    }
    boolean qualified = k >= 0 && (u.words.size() <= 4 || u.original.strip().endsWith("?"));
    if (k >= 0) {
      // "latest news", "the latest AI news": a qualifier right before or one word before
      boolean before =
          k > 0 && QUALIFIERS.contains(u.lowerWords.get(k - 1))
              || k > 1 && QUALIFIERS.contains(u.lowerWords.get(k - 2));
      // "big news, i got the job": a comma ends the news word's phrase, and "i" is the speaker
      boolean topic =
          k + 1 < u.words.size()
              && TOPIC.contains(u.lowerWords.get(k + 1))
              && !u.lower.contains(u.lowerWords.get(k) + ",");
      // "any AI news this morning", "tech-nyheter i dag": news of a time asked for
      boolean when = k + 1 < u.words.size() && WHEN.contains(u.lowerWords.get(k + 1));
      qualified |= before || topic || when;
    }
    if (!hn && !direct && !qualified && caughtUp(u)) {
      return List.of(Intent.of(NewsFetcher.KIND, ""));
    }
    if (!hn && !direct && !qualified) {
      // each pattern below needs one of these words: a message without them builds no matcher
      if (!u.lower.contains("skje")
          && !u.lower.contains("happen")
          && !u.lower.contains("going on")
          && !u.lower.contains("går for seg")) {
        return List.of();
      }
      Matcher in = HAPPENING_IN.matcher(u.lower);
      if (in.find() && !u.hasAnyWord(PERSONAL)) {
        return List.of(Intent.of(NewsFetcher.KIND, u.original.substring(in.start(1), in.end(1))));
      }
      Matcher h = HAPPENED.matcher(u.lower);
      if (h.find()
          && (WEIGHT.matcher(u.lower).find() || DAY_OR_WORLD.matcher(u.lower).find())
          && !u.hasAnyWord(PERSONAL)
          && !u.has("happened to")
          && !u.has("happen to")
          && !u.has("skjedde med")
          && !u.has("skjedd med")) {
        return List.of(Intent.of(NewsFetcher.KIND, ""));
      }
      return List.of();
    }
    return List.of(Intent.of(NewsFetcher.KIND, topic(u)));
  }

  /**
   * The index of a Norwegian compound of news ("teknyheter", "sportsnyhetene"), or -1: the news
   * word of a topic written as one word.
   */
  private static int compoundNews(Utterance u) {
    for (int i = 0; i < u.lowerWords.size(); i++) {
      String w = u.lowerWords.get(i);
      if (w.length() > 8 && (w.endsWith("nyheter") || w.endsWith("nyhetene"))) {
        return i;
      }
    }
    return -1;
  }

  /** Words after the news word that say which news: "news this morning", "nyheter denne uka". */
  private static final Set<String> WHEN = Set.of("this", "lately", "rn", "idag", "denne");

  /** Words after "in" or "i" that say when or where in general, not a topic ("i dag"). */
  private static final Set<String> NOT_TOPICS = WordLists.set("NewsRule.NOT_TOPICS");

  private static String topic(Utterance u) {
    for (int i = 0; i < u.words.size() - 1; i++) {
      if (!TOPIC.contains(u.lowerWords.get(i))) {
        continue;
      }
      String next = u.lowerWords.get(i + 1);
      if (NOT_TOPICS.contains(next)
          || next.equals("hn")
          || next.equals("hacker")
          || next.equals("the")
              && i + 2 < u.words.size()
              && u.lowerWords.get(i + 2).equals("front")) {
        continue;
      }
      List<String> words = new ArrayList<>();
      for (int j = i + 1; j < u.words.size(); j++) {
        String w = u.lowerWords.get(j);
        if (w.equals("and")
            || w.equals("og")
            || w.equals("today")
            || w.equals("please")
            || w.equals("on") && j + 1 < u.words.size() && u.lowerWords.get(j + 1).equals("hn")) {
          break;
        }
        if (words.isEmpty() && (w.equals("the") || w.equals("hn"))) {
          continue;
        }
        words.add(u.words.get(j));
      }
      return String.join(" ", words);
    }
    return "";
  }
}

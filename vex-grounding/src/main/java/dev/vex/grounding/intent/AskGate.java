package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Whether each intent the rules found is an ask or a mention: the question's form first, then the
 * ask model over the masked message ({@link ModelInput}), then the forms read beside it.
 */
final class AskGate {
  private final Candidates candidates;
  private final double askThreshold;
  private final AskModel model;

  AskGate(Candidates candidates, double askThreshold, AskModel model) {
    this.candidates = candidates;
    this.askThreshold = askThreshold;
    this.model = model; // null: the shipped model, trained on first use
  }

  /** Why a question of a figure of a named dish's recipe is an ask (#21). */
  private static final String RECIPE_DETAIL = "asks a time, amount or temperature of a named dish";

  /** Marks each intent an ask or a mention, as the model reads the whole message. */
  List<Intent> decide(List<Intent> kept, Utterance u) {
    if (kept.isEmpty()) {
      return List.of();
    }
    String then = SearchRule.webCommand(u) ? SearchRule.then(u) : null;
    if (then != null) {
      // "look up the history of the louvre and tell me the EUR to USD rate": the search is the
      // command's, and the request after it is judged on its own words
      List<Intent> rest = new ArrayList<>();
      List<Intent> out = new ArrayList<>();
      for (Intent i : kept) {
        if (SearchFetcher.KIND.equals(i.kind())) {
          out.add(i.withMode(Intent.Mode.ASK, 0.9, "a command to search the web"));
        } else {
          rest.add(i);
        }
      }
      out.addAll(decide(rest, new Utterance(then)));
      return List.copyOf(out);
    }
    // "… my wife thinks I should sell. Where is it trading now?": the last sentence asks about the
    // subject the story named, by a pronoun; it is read with the subject in the pronoun's place
    Utterance asked = pronounQuestion(u, kept);
    boolean askedAfterStory = asked != null && !AskCues.mention(asked);
    if ((AskCues.mentionForm(u) || AskCues.aboutIt(u) || Sentences.pastStory(u))
        && !askedAfterStory) {
      boolean requirement = !AskCues.mentionForm(u) && RequirementForms.requirement(u);
      for (int k = 0; k < kept.size(); k++) {
        if (RecipeFetcher.KIND.equals(kept.get(k).kind()) && RecipeDetail.asks(u, kept.get(k))) {
          kept.set(k, kept.get(k).withMode(Intent.Mode.ASK, 0.9, RECIPE_DETAIL));
          continue;
        }
        if (NewsFetcher.KIND.equals(kept.get(k).kind()) && NewsRule.caughtUp(u)) {
          kept.set(k, kept.get(k).withMode(Intent.Mode.ASK, 0.9, CAUGHT_UP));
          continue;
        }
        if (SearchFetcher.KIND.equals(kept.get(k).kind()) && SearchRule.webCommand(u)) {
          // "google the bitcoin halving date": the command is the request, whatever it is about
          kept.set(k, kept.get(k).withMode(Intent.Mode.ASK, 0.9, "a command to search the web"));
          continue;
        }
        if (TranslateFetcher.KIND.equals(kept.get(k).kind()) && !aboutTranslating(u)) {
          // "hva betyr 'cheers' på norsk": what a word means in a language is a translation
          kept.set(
              k, kept.get(k).withMode(Intent.Mode.ASK, 1.0, "a text to translate and a language"));
          continue;
        }
        kept.set(
            k,
            kept.get(k)
                .withMode(
                    Intent.Mode.MENTION,
                    0.9,
                    requirement
                        ? REQUIREMENT
                        : "asks about the subject (who made it, its history, how it works, a past"
                            + " year), not its live figure"));
      }
      return List.copyOf(kept);
    }
    AskModel m = model != null ? model : AskModel.shipped();
    double p = m.ask(ModelInput.mask(u, kept), ModelInput.kindBits(kept));
    // "lol my cat knocked over my coffee. is it raining in Oslo right now?": the last sentence is
    // the question when the rules find a subject in it alone
    // "i had a cold last week, anyway what's the weather in Bergen tomorrow", "hei, kan du fortelle
    // meg hva prisen på Ethereum er nå?": so is the last clause after a comma or a "but"
    // Each read only while the message is not yet an ask: a message that is one already (most,
    // and every one with a comma or a second sentence that reads as an ask whole) builds neither
    // utterance, each of them spelling-corrected and split again (#23)
    for (int k = 0; k < 2 && p < askThreshold; k++) {
      Utterance last = k == 0 ? Sentences.lastSentence(u) : Sentences.lastClause(u);
      if (last != null) {
        List<Intent> inLast = candidates.find(last);
        if (!inLast.isEmpty() && !AskCues.mention(last)) {
          p = Math.max(p, m.ask(ModelInput.mask(last, inLast), ModelInput.kindBits(inLast)));
        }
      }
    }
    if (askedAfterStory && p < askThreshold) {
      List<Intent> inAsked = candidates.find(asked);
      if (!inAsked.isEmpty()) {
        p = Math.max(p, m.ask(ModelInput.mask(asked, inAsked), ModelInput.kindBits(inAsked)));
      }
    }
    String pct = Long.toString(Math.round(p * 100));
    boolean code = OffSubjectForms.code(u);
    for (int k = 0; k < kept.size(); k++) {
      Intent i = kept.get(k);
      if (code && FIGURES.contains(i.kind())) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "speaks of writing code, not a figure"));
      } else if (CurrencyFetcher.KIND.equals(i.kind()) && OffSubjectForms.currencyChoice(u)) {
        kept.set(
            k, i.withMode(Intent.Mode.MENTION, 0.9, "asks which currency to pay in, not a rate"));
      } else if (CryptoFetcher.KIND.equals(i.kind()) && OffSubjectForms.animal(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "speaks of an animal, not a coin"));
      } else if (CryptoFetcher.KIND.equals(i.kind()) && FixedNotLive.fixedSupply(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "speaks of a coin's fixed supply"));
      } else if (StockFetcher.KIND.equals(i.kind()) && FixedNotLive.course(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "speaks of a course, not a quote"));
      } else if ((CryptoFetcher.KIND.equals(i.kind()) || StockFetcher.KIND.equals(i.kind()))
          && FixedNotLive.allTime(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "asks a record of all time, not a price"));
      } else if (StockFetcher.KIND.equals(i.kind()) && FixedNotLive.tradingHours(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "asks an exchange's hours, not a price"));
      } else if (SportsFetcher.KIND.equals(i.kind()) && FixedNotLive.seasonTally(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "counts a season's tally, not a result"));
      } else if (RecipeFetcher.KIND.equals(i.kind()) && FixedNotLive.recipeIdiom(u)) {
        kept.set(
            k, i.withMode(Intent.Mode.MENTION, 0.9, "calls something a recipe for an outcome"));
      } else if (RecipeFetcher.KIND.equals(i.kind())
          && p < askThreshold
          && RecipeDetail.asks(u, i)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, RECIPE_DETAIL));
      } else if (SportsFetcher.KIND.equals(i.kind()) && statesAScore(u)) {
        kept.set(k, i.withMode(Intent.Mode.MENTION, 0.9, "tells a result, asks for none"));
      } else if (SportsFetcher.KIND.equals(i.kind())
          && (AskCues.matchAsk(u)
              || p < askThreshold
                  && (SportsRule.resultAsked(u) || SportsRule.resultAsked(tailQuestion(u))))) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, "asks for a match's result or fixture"));
      } else if (NewsFetcher.KIND.equals(i.kind())
          && p < askThreshold
          && NewsRule.storyCountAsked(u)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, "asks a story's comments or points"));
      } else if (WeatherFetcher.KIND.equals(i.kind())
          && WeatherRule.goneByOrUsual(u)
          && !IntentLists.hasKind(kept, SportsFetcher.KIND)) {
        // (with a team, "yesterday" is the day of its match: "weather in bergen, and did brann
        // win yesterday?")
        kept.set(
            k,
            i.withMode(
                Intent.Mode.MENTION, 0.9, "asks about weather gone by or the usual climate"));
      } else if (WeatherFetcher.KIND.equals(i.kind())
          && p < askThreshold
          && WeatherRule.askedNowOrSoon(u)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, "asks about the weather now or soon"));
      } else if (SearchFetcher.KIND.equals(i.kind()) && SearchRule.webCommand(u)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, "a command to search the web"));
      } else if (NewsFetcher.KIND.equals(i.kind()) && NewsRule.caughtUp(u)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, CAUGHT_UP));
      } else if ((StockFetcher.KIND.equals(i.kind()) || CryptoFetcher.KIND.equals(i.kind()))
          && p < askThreshold
          && CryptoRule.shortCashtag(u)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, "a cashtag in a short message"));
      } else if (SearchFetcher.KIND.equals(i.kind()) && SearchRule.shoppingAsk(u)) {
        kept.set(k, i.withMode(Intent.Mode.ASK, 0.9, "asks where to buy or at what price"));
      } else if (TranslateFetcher.KIND.equals(i.kind())) {
        kept.set(
            k,
            aboutTranslating(u)
                ? i.withMode(
                    Intent.Mode.MENTION, 0.9, "speaks of translating, gives no text to translate")
                : i.withMode(Intent.Mode.ASK, 1.0, "a text to translate and a language"));
      } else if (p >= askThreshold) {
        kept.set(
            k, i.withMode(Intent.Mode.ASK, p, "reads as a request for live data (" + pct + " %)"));
      } else {
        kept.set(
            k,
            i.withMode(
                Intent.Mode.MENTION,
                1 - p,
                "reads as talk about the subject, not a request for live data ("
                    + pct
                    + " % an ask)"));
      }
    }
    return List.copyOf(kept);
  }

  /** The kinds whose words name code in a message about writing software. */
  private static final Set<String> FIGURES =
      Set.of(
          WeatherFetcher.KIND,
          CryptoFetcher.KIND,
          StockFetcher.KIND,
          CurrencyFetcher.KIND,
          SportsFetcher.KIND,
          RecipeFetcher.KIND);

  /**
   * The short question after a message's last comma ("…, så jeg aner ikke, vant Strømsgodset?"): at
   * most four words ending the message with "?"; else an empty utterance.
   */
  private static Utterance tailQuestion(Utterance u) {
    String t = u.original.strip();
    int comma = t.lastIndexOf(", ");
    if (!t.endsWith("?") || comma < 0) {
      return EMPTY;
    }
    Utterance tail = new Utterance(t.substring(comma + 2));
    return tail.words.size() <= 4 ? tail : EMPTY;
  }

  private static final Utterance EMPTY = new Utterance("");

  /** "we won 3-1 today!", "tapte 10-0": the user tells a score, in a message that asks nothing. */
  private static final java.util.regex.Pattern SCORE_TOLD =
      java.util.regex.Pattern.compile(
          "\\b(?:won|lost|beat|drew|vant|tapte|slo|spilte)\\b[^?]{0,40}?\\b\\d{1,2} ?[-–] ?\\d{1,2}\\b");

  private static boolean statesAScore(Utterance u) {
    return u.original.indexOf('?') < 0 && SCORE_TOLD.matcher(u.lower).find();
  }

  /** "how do I translate my app", "is Google Translate good": about translating, not a request. */
  private static boolean aboutTranslating(Utterance u) {
    String l = u.lower;
    return l.contains("google translate")
        || l.contains("deepl")
        || l.startsWith("how do i translate")
        || l.startsWith("how to translate")
        || l.startsWith("how can i translate")
        || l.startsWith("hvordan oversetter")
        || TRANSLATES_AS.matcher(l).find();
  }

  /** "my jokes don't translate well": how something translates, not a text to translate. */
  private static final java.util.regex.Pattern TRANSLATES_AS =
      java.util.regex.Pattern.compile(
          "\\b(?:(?:don't|dont|doesn't|doesnt|didn't|won't|never) translates?|translates?"
              + " (?:well|badly|poorly|nicely|directly|literally))\\b");

  /** Why a question of what a rule or a threshold requires is a mention (#21, session 25). */
  private static final String REQUIREMENT =
      "asks what a rule or a threshold requires (how much it takes), not a live figure";

  private static final String CAUGHT_UP = "asks what happened while the user was away (the news)";

  /** Pronouns that stand for a subject named before, and those that stand for a place. */
  private static final Set<String> PRONOUNS = WordLists.set("AskGate.PRONOUNS");

  private static final Set<String> THERE = Set.of("there", "der", "dit");

  /**
   * The last sentence of a message of several, when it is a short question with a pronoun and no
   * subject of its own, with the first intent's subject written in the pronoun's place ("where is
   * it trading now?" after a story about ETH: "where is ETH trading now?"; "how warm is it there"
   * after one about Lisbon: "how warm is it in Lisbon"); else null.
   */
  Utterance pronounQuestion(Utterance u, List<Intent> kept) {
    Utterance last = Sentences.lastSentence(u);
    if (last == null
        || last.words.size() > 10
        || !last.original.strip().endsWith("?")
        || Sentences.PAST_QUESTION.contains(last.lowerWords.get(0))
        || !candidates.find(last).isEmpty()) {
      return null;
    }
    Intent first = null;
    for (Intent i : kept) {
      if (!i.subject().isEmpty() && ModelInput.MASKED_KINDS.contains(i.kind())) {
        first = i;
        break;
      }
    }
    if (first == null) {
      return null;
    }
    boolean place = WeatherFetcher.KIND.equals(first.kind());
    boolean norwegian = last.hasAnyWord(NORWEGIAN_QUESTION);
    StringBuilder sb = new StringBuilder();
    boolean replaced = false;
    for (int k = 0; k < last.words.size(); k++) {
      String w = last.lowerWords.get(k);
      String word = last.words.get(k);
      if (!replaced && place && THERE.contains(w)) {
        word = (norwegian ? "i " : "in ") + first.subject();
        replaced = true;
      } else if (!replaced && !place && PRONOUNS.contains(w)) {
        word = first.subject() + (w.equals("it's") ? " is" : "");
        replaced = true;
      }
      sb.append(k == 0 ? "" : " ").append(word);
    }
    return replaced ? new Utterance(sb + "?") : null;
  }

  private static final Set<String> NORWEGIAN_QUESTION = WordLists.set("AskGate.NORWEGIAN_QUESTION");
}

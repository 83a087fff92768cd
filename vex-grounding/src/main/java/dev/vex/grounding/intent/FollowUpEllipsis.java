package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Follow-ups (see {@link FollowUp}): the ellipsis, one thing changed after a lead ("and tomorrow?",
 * "og Molde?", "and in euros?", "hva med 500?"): a new time, a new subject of the previous kind, or
 * a new currency or amount. Moved from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpEllipsis {
  private FollowUpEllipsis() {}

  /**
   * "and tomorrow?", "og Molde?", "and in euros?", "hva med 500?": the rest after the lead is a
   * time, a new subject of the previous kind, or a currency or amount; null when it is none.
   */
  static List<Intent> ellipsis(
      GroundingClassifier c,
      Intent before,
      List<String> rest,
      List<String> restOriginal,
      boolean lead,
      String previousText) {
    String kind = before.kind();
    if (MARKET_KINDS.contains(kind) && PAST.matcher(String.join(" ", rest)).find()) {
      return null; // "eur to sek" then "and in 2010?": a figure of the past, no amount
    }
    boolean time =
        rest.stream().allMatch(TIME::contains)
            && (rest.stream().anyMatch(TIME_CORE::contains) || dayAfter(rest));
    if (time) {
      if (!WeatherFetcher.KIND.equals(kind)
          || !before.isAsk() && !aboutWeather(new Utterance(previousText))) {
        // "what was the population of Oslo in 1900?" then "and today?": no weather was spoken of
        return null;
      }
      boolean norwegian = rest.stream().anyMatch(NORWEGIAN_TIME::contains);
      String rewritten =
          (norwegian ? "hvordan blir været i " : "what's the weather in ")
              + before.subject()
              + " "
              + String.join(" ", restOriginal)
              + "?";
      List<Intent> read = same(c.classify(rewritten), before);
      return read.isEmpty() ? null : because(read, "the weather asked just before, at a new time");
    }
    int k = 0;
    while (k < rest.size() - 1 && BEFORE_SUBJECT.contains(rest.get(k))) {
      k++;
    }
    List<String> words = restOriginal.subList(k, restOriginal.size());
    String phrase = withoutPossessive(String.join(" ", words));
    String lower = phrase.toLowerCase(Locale.ROOT);
    List<Intent> found = new ArrayList<>();
    switch (kind) {
      case WeatherFetcher.KIND -> {
        // "how about Melbourne tonight": the place, then its time
        int end = words.size();
        while (end > 1 && TIME.contains(words.get(end - 1).toLowerCase(Locale.ROOT))) {
          end--;
        }
        boolean timed =
            end < words.size()
                && words.subList(end, words.size()).stream()
                    .anyMatch(w -> TIME_CORE.contains(w.toLowerCase(Locale.ROOT)));
        String place = timed ? withoutPossessive(String.join(" ", words.subList(0, end))) : phrase;
        // an unknown name only after "and", "what about": "and Boulder?", not "Liverpool result?"
        if (Entities.knownPlace(place)
            || lead
                && Character.isUpperCase(place.charAt(0))
                && (timed ? end : words.size()) <= 2) {
          if (timed) {
            List<Intent> read =
                same(
                    c.classify("what's the weather in " + String.join(" ", words) + "?"),
                    new Intent(kind, place, Map.of()));
            if (!read.isEmpty()) {
              found.addAll(read);
              break;
            }
          }
          found.add(new Intent(kind, place, Map.of()));
        }
      }
      case CryptoFetcher.KIND -> {
        String currency = currencyCode(lower);
        if (currency != null && coinsIn(lower).isEmpty()) {
          Map<String, String> p = new java.util.HashMap<>(before.parameters());
          p.put(CryptoFetcher.CURRENCY, currency.toLowerCase(Locale.ROOT));
          found.add(new Intent(kind, before.subject(), p));
        } else {
          for (String coin : coinsIn(lower)) {
            found.add(new Intent(kind, coin, Map.of()));
          }
        }
      }
      case StockFetcher.KIND -> {
        // "og Hydro?" after a share: Norsk Hydro by its short name, a share asked before
        String company = lower.equals("hydro") ? "Norsk Hydro" : Lexicon.COMPANIES.get(lower);
        String index =
            StockRule.INDICES.containsValue(before.subject())
                ? StockRule.INDICES.get(INDEX_OF_PLACE.getOrDefault(lower, ""))
                : null;
        String currency = INTO.contains(rest.get(0)) ? currencyCode(lower) : null;
        if (index != null && !index.equals(before.subject())) {
          // "hvor står OBX nå" then "og i Stockholm?": that place's main index (session 28)
          found.add(new Intent(kind, index, Map.of()));
        } else if (currency != null && CODE.matcher(currency).matches()) {
          // "apple stock" then "in kroner?": the same share, its price in another currency
          found.add(new Intent(kind, before.subject(), before.parameters()));
        } else if (company != null) {
          found.add(new Intent(kind, company, Map.of()));
        } else if (words.size() == 1
            && phrase.length() <= 5
            && phrase.equals(phrase.toUpperCase(Locale.ROOT))
            && Character.isLetter(phrase.charAt(0))
            && !CurrencyRule.isCode(phrase)) {
          found.add(new Intent(kind, phrase, Map.of()));
        }
      }
      case SportsFetcher.KIND -> {
        String team = Lexicon.TEAMS.get(lower);
        if (team != null) {
          found.add(new Intent(kind, team, Map.of()));
        } else if (lead
            && before.isAsk()
            && words.size() <= 2
            && coinsIn(lower).isEmpty()
            && !lower.matches(".*\\b\\d+\\b.*")) {
          // "når spiller G21 neste kamp" then "og J19?": a side the sports rule knows by its form,
          // not by name, asked for the same match (session 27); never a number of its own ("and
          // France 98?": a tournament gone by)
          boolean next = "next".equals(before.parameters().get(SportsFetcher.WHEN));
          for (Intent i : c.classify(phrase + (next ? " next match?" : " result?"))) {
            if (kind.equals(i.kind()) && i.isAsk() && !i.subject().isEmpty()) {
              found.add(new Intent(kind, i.subject(), i.parameters()));
            }
          }
        }
      }
      case RecipeFetcher.KIND -> {
        if (words.size() > 1 && words.get(words.size() - 1).equalsIgnoreCase("til")) {
          // "kjøttkaker oppskrift" then "og brun saus til?": the side dish to go with it
          words = words.subList(0, words.size() - 1);
          phrase = String.join(" ", words);
          lower = phrase.toLowerCase(Locale.ROOT);
        }
        // a dish only after "and one for", "hva med": not "how much flour?", "is it healthy?"
        if (lead
            && words.size() <= 3
            && coinsIn(lower).isEmpty()
            && !lower.matches(".*\\d.*")
            && rest.stream().noneMatch(QUESTION_WORDS::contains)) {
          // "how much sugar goes in a Bakewell tart" then "and the almonds?": another amount of
          // the same recipe, not a dish of its own
          boolean amount = figureOrSubstitution(previousText.toLowerCase(Locale.ROOT));
          found.add(
              amount
                  ? new Intent(kind, before.subject(), before.parameters())
                  : new Intent(kind, phrase, Map.of()));
        }
      }
      case CurrencyFetcher.KIND -> {
        String pair = before.subject();
        int slash = pair.indexOf('/');
        java.util.regex.Matcher amountAfter = AMOUNT_AFTER.matcher(lower);
        java.util.regex.Matcher amount = AMOUNT_FIRST.matcher(lower);
        String amountOf = amount.matches() ? currencyCode(amount.group(2)) : null;
        if (slash > 0 && lower.matches("\\d[\\d .,]*")) {
          // "and 500?": the same pair, of the new amount (session 28: the amount before was kept)
          for (Intent i : c.classify(lower.strip() + " " + pair.replace("/", " in ") + "?")) {
            if (kind.equals(i.kind()) && i.isAsk() && pair.equals(i.subject())) {
              found.add(new Intent(kind, pair, i.parameters()));
            }
          }
          if (found.isEmpty()) {
            found.add(new Intent(kind, pair, before.parameters()));
          }
        } else if (slash > 0 && amountOf != null && CODE.matcher(amountOf).matches()) {
          // "how many kroner is 100 euros" then "and 100 pounds?": the amount's currency is the
          // one converted, into the target before (GBP/NOK); the target's own currency is turned
          // back ("and 100 kroner?" is NOK/EUR) (session 28)
          String into = pair.substring(slash + 1);
          into = amountOf.equals(into) ? pair.substring(0, slash) : into;
          for (Intent i : c.classify(amount.group(1) + " " + amountOf + " in " + into + "?")) {
            if (kind.equals(i.kind()) && i.isAsk() && PAIR.matcher(i.subject()).matches()) {
              found.add(new Intent(kind, i.subject(), i.parameters()));
            }
          }
        } else if (slash > 0 && amountAfter.matches()) {
          // "50 usd in gbp" then "and mexican pesos for 400 usd": the amount's currency is the one
          // converted, read as "400 usd in mexican pesos"
          for (Intent i :
              c.classify(
                  amountAfter.group(2)
                      + " "
                      + amountAfter.group(3)
                      + " in "
                      + amountAfter.group(1)
                      + "?")) {
            if (kind.equals(i.kind()) && i.isAsk() && PAIR.matcher(i.subject()).matches()) {
              found.add(new Intent(kind, i.subject(), i.parameters()));
            }
          }
        } else if (slash > 0) {
          String code = currencyCode(lower);
          if (code != null && !CODE.matcher(code).matches()) {
            code = null; // a phrase of several currencies is none of them
          }
          String from = pair.substring(0, slash);
          String to = pair.substring(slash + 1);
          String country =
              code == null && words.size() <= 3 && INTO.contains(rest.get(0))
                  ? Countries.currency(lower)
                  : null;
          if (country != null) {
            // "how many baht for 1000 nok" then "and in Vietnam?": that country's currency as the
            // target, the amount's currency kept (NOK/VND)
            if (!country.equals(from) && !country.equals(to)) {
              found.add(new Intent(kind, from + "/" + country, before.parameters()));
            }
          } else if (code != null
              && !code.equals(from)
              && !code.equals(to)
              && INTO.contains(rest.get(0))) {
            // "100 dollars in kroner" then "in euros?": the same amount into the new currency
            found.add(new Intent(kind, from + "/" + code, before.parameters()));
          } else if (code == null && words.size() == 1) {
            // "sveitsiske franc kurs" then "og danske?": the nation of a unit left out
            String nation = nationCurrency(lower);
            if (nation != null && !nation.equals(from) && !nation.equals(to)) {
              // after "i"/"in" the nation's unit is the target ("300 dollar i kroner" then "og i
              // svenske?" is USD/SEK, session 28); else the home side stays
              boolean home =
                  !INTO.contains(rest.get(0))
                      && ("NOK".equals(to) || "USD".equals(to) && !"NOK".equals(from));
              found.add(
                  home
                      ? new Intent(kind, nation + "/" + to, Map.of())
                      : new Intent(kind, from + "/" + nation, before.parameters()));
            }
          } else if (code != null && !code.equals(from) && !code.equals(to)) {
            // the home side stays: "kroner for a dollar" then "and for a pound?" is GBP/NOK;
            // "dollar to yen" then "what about the won?" is USD/KRW
            // "yen to dollar" then "and the won?" is KRW/USD: the dollar stays too
            boolean home = "NOK".equals(to) || "USD".equals(to) && !"NOK".equals(from);
            found.add(new Intent(kind, home ? code + "/" + to : from + "/" + code, Map.of()));
          }
        }
      }
      default -> {
        // no other kind is carried
      }
    }
    if (found.isEmpty()) {
      return null;
    }
    List<Intent> out = new ArrayList<>(found.size());
    for (Intent f : found) {
      out.add(
          f.withMode(
              before.mode(),
              before.confidence(),
              before.isAsk()
                  ? "a follow-up of the request just before, of a new subject"
                  : "a follow-up of a question that only mentioned its subject"));
    }
    return List.copyOf(out);
  }

  /** "the day after", "the next day", "dagen etter": a time without a core word of its own. */
  static boolean dayAfter(List<String> rest) {
    String all = " " + String.join(" ", rest) + " ";
    return all.contains(" day after ")
        || all.contains(" next day ")
        || all.contains(" dagen etter ");
  }
}

package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.internal.Coins;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the readings of a market figure: a move or a figure of the
 * day, a figure of the past asked of now, a currency by its name, its nation or its country, and
 * what asks nothing live. Moved from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpMarkets {
  private FollowUpMarkets() {}

  /** The Norwegian krone by its plain names. */
  static final Set<String> KRONER =
      Set.of(
          "kroner",
          "krone",
          "kr",
          "nok",
          "norske kroner",
          "norwegian kroner",
          "kronor",
          // "hva blir det i norske?" after a price in Swedish kroner (session 30)
          "norske",
          "norske penger");

  /** Words before a currency that make it the one converted into ("in euros?", "til sek?"). */
  static final Set<String> INTO = Set.of("in", "into", "to", "i", "til");

  /** A move of a price asked with a pronoun ("how much has it moved today?"). */
  static final java.util.regex.Pattern MOVE =
      words(
          "move|moved|moving|gått|gikk|steget|stiger|falt|faller|up|down|opp|ned|changed"
              + "|change|endret|doing|performing|dropped|drop|dropping|fallen|fell|falling|rose"
              + "|risen|rising|climbed|jumped|gained|lost|sunk|tanked|crashed|dumped|pumped"
              + "|stupt|stupte|økt|sunket");

  /** What makes a move a past or an opinion ("since 2020", "why did it go down?"). */
  static final java.util.regex.Pattern NOT_A_MOVE =
      words(
          "(?:19|20)\\d\\d|since \\d|siden \\d|last year|i fjor|why|hvorfor|should|bør"
              + "|will|vil|predict|forecast|think|tror|who|hvem|invented|created|fant");

  /** A market figure named as a figure of now ("the high?", "dagens laveste", "supply"). */
  static final java.util.regex.Pattern FIGURE_NAMED =
      java.util.regex.Pattern.compile(
          "(?:\\b(?:the|today's|todays|day's|its|their|current|dagens|den|sin)\\s+(?:\\p{L}+\\s+)?"
              + "(?:high|low|range|close|open|volume)\\b(?! of\\b)|^\\W*(?:high|low|volume)\\W*$"
              + "|\\b(?:market cap|supply|circulating|høyeste|laveste|omsetning(?:en)?"
              + "|markedsverdi(?:en)?)\\b)");

  /** A judgement of the figure just given ("is that high?", "er det mye?"). */
  static final java.util.regex.Pattern JUDGED =
      java.util.regex.Pattern.compile(
          "\\b(?:is that|is it|is this|was that|er det|er den|er dette|var det)\\s+(?:\\p{L}+\\s+)?"
              + "(?:high|low|a lot|much|good|bad|normal|høy|høyt|lav|lavt|mye|bra|dårlig|normalt)\\b");

  /** A figure of all time, not of now ("all time high", "ATH", "rekord"). */
  static final java.util.regex.Pattern ALL_TIME =
      words(
          "all[- ]time|ath|ever|record|rekord\\p{L}*|noensinne|52[- ]week|i fjor|last year"
              + "|max(?:imum)? supply|supply cap|hard cap");

  /** A market figure asked without its subject ("what's the day's high?"). */
  static final java.util.regex.Pattern MARKET_FIGURE =
      words(
          "high|low|range|close|open|volume|market cap|høyeste|laveste|omsetning(?:en)?"
              + "|markedsverdi(?:en)?|dagens høy|dagens lav|supply|circulating|after[- ]hours"
              + "|pre-?market|premarket|etter børs|etterbørs|før børs");

  /** "mexican pesos for 400 usd": a currency, then the amount and the currency it is given in. */
  static final java.util.regex.Pattern AMOUNT_AFTER =
      java.util.regex.Pattern.compile(
          "(\\p{L}[\\p{L} ]{1,40}?) (?:for|på) (\\d[\\d.,]{0,15}) (\\p{L}[\\p{L} ]{0,30})");

  /** "100 pounds", "20 quid", "500 svenske kroner": an amount, then its currency. */
  static final java.util.regex.Pattern AMOUNT_FIRST =
      java.util.regex.Pattern.compile("(\\d[\\d.,]{0,15}) ?(\\p{L}[\\p{L} ]{0,30})");

  /** A currency pair as the rules give it ("USD/MXN"). */
  static final java.util.regex.Pattern PAIR = java.util.regex.Pattern.compile("[A-Z]{3}/[A-Z]{3}");

  /** A currency code. */
  static final java.util.regex.Pattern CODE = java.util.regex.Pattern.compile("[A-Z]{3}");

  /**
   * Countries by their names in English and Norwegian (the JDK's locale data) to the currency used
   * there: "Vietnam" VND, "Tyrkia" TRY, "Sverige" SEK. Read once, on the first follow-up that names
   * a country after a rate.
   */
  static final class Countries {
    private Countries() {}

    private static final class Holder {
      static final Map<String, String> BY_NAME = read();
    }

    private static Map<String, String> read() {
      Map<String, String> out = new java.util.HashMap<>();
      Locale norwegian = new Locale("nb");
      for (String cc : Locale.getISOCountries()) {
        Locale country = new Locale("", cc);
        java.util.Currency currency;
        try {
          currency = java.util.Currency.getInstance(country);
        } catch (IllegalArgumentException e) {
          continue;
        }
        if (currency == null) {
          continue;
        }
        for (Locale in : List.of(Locale.ENGLISH, norwegian)) {
          String name = country.getDisplayCountry(in).toLowerCase(Locale.ROOT);
          if (!name.isEmpty() && !name.equalsIgnoreCase(cc)) {
            out.putIfAbsent(name, currency.getCurrencyCode());
          }
        }
      }
      return Map.copyOf(out);
    }

    /** The currency of the country a short phrase names, or null. */
    static String currency(String lower) {
      return lower.length() > 60 ? null : Holder.BY_NAME.get(lower.strip());
    }
  }

  /** "and now?", "og hva er den nå?", "what's it worth today?": the same figure, now. */
  static final java.util.regex.Pattern NOW_THEN =
      java.util.regex.Pattern.compile(
          "^(?:ok |okay |so |så |and |og |but |men )*(?:what about |how about |hva med |enn )?"
              + "(?:(?:what(?:'s| is) (?:it|that|she|he)"
              + "(?: worth| at)?|how much is (?:it|that)(?: worth)?|what are they(?: worth| at)?"
              + "|hva er (?:den|det|han|de)(?: verdt)?|hva koster (?:den|det|han|de)"
              + "|hvor mye er (?:den|det|han)(?: verdt)?|kva er (?:den|det|han)(?: verd)?) )?"
              + "(?:now|nå|no|rn|right now|today|i dag|idag|akkurat nå|these days)(?: then| da)?"
              + "\\s*[?.!]*$");

  /**
   * A figure of the past in a question ("in 2017", "i 1985", "two years ago", "last year"), or a
   * record (session 32: "hva var bitcoin-rekorden" then "og nå?", DEFINITIONS.md: "and now?" after
   * a record asks the figure now).
   */
  static final java.util.regex.Pattern PAST_IN_QUESTION =
      java.util.regex.Pattern.compile(
          "\\s*\\b(?:(?:back )?in (?:19|20)\\d\\d|(?:tilbake )?i (?:19|20)\\d\\d|\\p{L}+ (?:years?|months?)"
              + " ago|for \\p{L}+ (?:år|måneder) siden|last year|i fjor|all[- ]time high|ath"
              + "|record(?: high)?|rekord(?:en)?|rekordpris(?:en)?|rekordkurs(?:en)?)\\b");

  /** The verbs of the past a question asked with, and their present ("was" is "is"). */
  static final Map<String, String> PRESENT =
      Map.of(
          "was", "is", "were", "are", "var", "er", "kostet", "koster", "did", "does", "cost",
          "cost");

  /**
   * "in euros?", "i kroner?", "how much is that in kroner?", "hvor mye blir det i kroner?": the
   * currency a price is asked in, with nothing else.
   */
  static final java.util.regex.Pattern PRICE_IN =
      java.util.regex.Pattern.compile(
          "(?:(?:and|og|å|ok|so|så|but|men) )?(?:(?:how much|what)(?: is| ?'s| would be| will be)"
              + " (?:that|it|this|those) |that'?s? |(?:hvor mye|hvor mykje|kor mykje|kor mye|ka|kva"
              + "|hva) (?:blir|er|e) (?:det|den|dette) |(?:is that|is it|er det|e det|er dette)"
              + " (?:a lot|much|expensive|cheap|mye|dyrt|billig|lite) )?"
              + "(?:in|into|i|til) (\\p{L}[\\p{L} ]{0,30}?)"
              + "(?: (?:now|today|nå|idag|i dag))?(?: (?:then|da|då|please|takk))?\\s*[?.!]*"
              + "|(?:(?:and|og|å|ok|so|så|but|men) )?(?:how many|hvor mange|kor mange|hvor mykje)"
              + " (\\p{L}[\\p{L} ]{0,30}?) (?:is|'s|would|will|are|blir|er|e|får jeg for|får eg for)"
              + " ?(?:that|it|this|those|det|den|dette|dei|de)?(?: be)?"
              + "(?: (?:then|da|då|please|takk))?\\s*[?.!]*");

  /** An amount and the words after it in a text ("450 kroner", "3000 czk a night"). */
  static final java.util.regex.Pattern AMOUNT_WORDS =
      java.util.regex.Pattern.compile(
          "(?<![\\p{L}\\d])(\\d[\\d,.]{0,12})\\s?(\\p{L}+)(?: (\\p{L}+))?");

  /** "$30", "€ 30", "30$", "£7", "¥3000": an amount written with its currency's sign. */
  private static final java.util.regex.Pattern SIGN_BEFORE =
      java.util.regex.Pattern.compile("([$€£¥])\\s?(\\d[\\d,.]{0,12})");

  private static final java.util.regex.Pattern SIGN_AFTER =
      java.util.regex.Pattern.compile("(?<![\\p{L}\\d])(\\d[\\d,.]{0,12})\\s?([$€£¥])");

  /**
   * "I paid $30" as "I paid 30 dollars" (session 29), "¥3000" as "3000 yen" (session 30): the
   * sign's currency named after the amount.
   */
  static String withSymbolsNamed(String text) {
    if (text.indexOf('$') < 0
        && text.indexOf('€') < 0
        && text.indexOf('£') < 0
        && text.indexOf('¥') < 0) {
      return text;
    }
    java.util.function.Function<String, String> name =
        sign ->
            switch (sign) {
              case "$" -> "dollars";
              case "€" -> "euros";
              case "¥" -> "yen";
              default -> "pounds";
            };
    String named =
        SIGN_BEFORE.matcher(text).replaceAll(m -> m.group(2) + " " + name.apply(m.group(1)));
    return SIGN_AFTER.matcher(named).replaceAll(m -> m.group(1) + " " + name.apply(m.group(2)));
  }

  /**
   * "dinner was 450 kroner" then "in dollars?" (#21, session 27): a price the message before only
   * mentioned, asked in another currency: the amount's currency into the one named ({@code
   * NOK/USD}). Null when the message before asked for something (a coin's or a share's price in
   * euros stays that ask, a rate's amount is read by the ellipsis), names no amount in a currency,
   * or the message is more than the currency asked in.
   */
  static List<Intent> priceMentioned(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String text = previous.text().strip();
    if (text.isEmpty()
        || text.length() > 200
        || previous.intents().stream()
            .anyMatch(i -> i.isAsk() && !CurrencyFetcher.KIND.equals(i.kind()))) {
      return null;
    }
    java.util.regex.Matcher in = PRICE_IN.matcher(u.lower.strip());
    if (!in.matches()) {
      return null;
    }
    String to = currencyCode((in.group(1) != null ? in.group(1) : in.group(2)).strip());
    if (to == null || !CODE.matcher(to).matches()) {
      return null;
    }
    java.util.regex.Matcher a =
        AMOUNT_WORDS.matcher(withSymbolsNamed(text.toLowerCase(Locale.ROOT)));
    while (a.find()) {
      String from = null;
      if (a.group(3) != null) {
        from = currencyCode(a.group(2) + " " + a.group(3));
      }
      if (from == null || !CODE.matcher(from).matches()) {
        from = currencyCode(a.group(2));
      }
      if (from == null || !CODE.matcher(from).matches() || from.equals(to)) {
        continue;
      }
      List<Intent> read = new ArrayList<>();
      for (Intent i : c.classify(a.group(1) + " " + from + " in " + to + "?")) {
        if (CurrencyFetcher.KIND.equals(i.kind())
            && i.isAsk()
            && (from + "/" + to).equals(i.subject())) {
          read.add(i);
        }
      }
      return read.isEmpty()
          ? null
          : because(read, "a price named just before, asked in another currency");
    }
    return null;
  }

  /**
   * "AAPL quote" then "what's that in norwegian kroner?"; "hva står doge i" then "hvor mye er det i
   * euro?" (#21, session 30): a coin's or a share's price asked just before, asked in another
   * currency, is the same ask (DEFINITIONS.md: only the coin's or the stock's intent, no currency
   * intent); a coin keeps the currency as its parameter. Null when no coin or share was asked just
   * before, the message asks something of its own, or it is no currency asked alone.
   */
  static List<Intent> priceAskedIn(Utterance u, List<Intent> own, PreviousTurn previous) {
    if (completeAsk(own) || u.lower.length() > 80) {
      return null;
    }
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (i.isAsk()
          && !i.subject().isEmpty()
          && (dev.vex.grounding.crypto.CryptoFetcher.KIND.equals(i.kind())
              || dev.vex.grounding.stocks.StockFetcher.KIND.equals(i.kind()))) {
        asked = i;
        break;
      }
    }
    if (asked == null) {
      return null;
    }
    java.util.regex.Matcher in = PRICE_IN.matcher(u.lower.strip());
    if (!in.matches() || in.group(1) == null) {
      return null;
    }
    String to = currencyCode(in.group(1).strip());
    if (to == null || !CODE.matcher(to).matches()) {
      return null;
    }
    Map<String, String> p = asked.parameters();
    if (dev.vex.grounding.crypto.CryptoFetcher.KIND.equals(asked.kind())) {
      p = new java.util.HashMap<>(p);
      p.put(dev.vex.grounding.crypto.CryptoFetcher.CURRENCY, to.toLowerCase(Locale.ROOT));
    }
    return List.of(
        new Intent(
            asked.kind(),
            asked.subject(),
            p,
            Intent.Mode.ASK,
            0.8,
            "the price asked just before, in another currency"));
  }

  /** "higher than yesterday", "lavere enn i går", "up since this morning": today's move. */
  static final java.util.regex.Pattern SINCE_YESTERDAY =
      java.util.regex.Pattern.compile(
          "\\b(?:higher|lower|up|down|more|less|cheaper|dearer|høyere|lavere|opp|ned|mer|mindre"
              + "|billigere|dyrere)\\b.{0,20}?\\b(?:than|enn|since|siden|from|fra)"
              + " (?:yesterday|i går|igår|this morning|i morges)\\b");

  /**
   * "how much is doge now" then "is that higher than yesterday?" (#21, session 30): the figure
   * asked just before compared with yesterday's asks today's move of the same coin or share. Null
   * when no coin or share was asked just before or the message names no such comparison.
   */
  static List<Intent> comparedWithYesterday(Utterance u, List<Intent> own, PreviousTurn previous) {
    if (completeAsk(own) || u.words.size() > 10 || !SINCE_YESTERDAY.matcher(u.lower).find()) {
      return null;
    }
    for (Intent i : previous.intents()) {
      if (i.isAsk()
          && !i.subject().isEmpty()
          && (dev.vex.grounding.crypto.CryptoFetcher.KIND.equals(i.kind())
              || dev.vex.grounding.stocks.StockFetcher.KIND.equals(i.kind()))) {
        return List.of(
            i.withMode(Intent.Mode.ASK, 0.8, "today's move of the price asked just before"));
      }
    }
    return null;
  }

  /** Thanks before a follow-up ("takk, kor mykje er det i svenske?"). */
  private static final java.util.regex.Pattern THANKS =
      java.util.regex.Pattern.compile("^(?:thanks|thank you|thx|ty|takk|tusen takk|ok|okay)\\W+");

  /** A currency asked "in" with nothing before it ("and in sek?"), read by the ellipsis. */
  private static final java.util.regex.Pattern IN_ALONE =
      java.util.regex.Pattern.compile("^(?:(?:and|og|å|ok|so|så|but|men) )?(?:in|into|i|til) ");

  /**
   * "hva er 100 euro i kroner" then "takk, kor mykje er det i svenske?"; "50 usd to nok" then "how
   * much is that in yen?" (#21, session 31): after a rate asked, a question of how much the amount
   * is in another currency is "and in …?", the same amount into the currency it names. Null when
   * the message before asked no rate or the message asks no such question.
   */
  static List<Intent> rateAskedIn(
      GroundingClassifier c, Utterance u, List<Intent> own, PreviousTurn previous) {
    if (completeAsk(own) || u.words.size() > 10) {
      return null;
    }
    Intent before = subjectBefore(previous);
    if (before == null || !before.isAsk() || !CurrencyFetcher.KIND.equals(before.kind())) {
      return null;
    }
    String text = THANKS.matcher(u.lower.strip()).replaceFirst("");
    java.util.regex.Matcher in = PRICE_IN.matcher(text);
    if (!in.matches() || in.group(1) == null || IN_ALONE.matcher(text).find()) {
      return null;
    }
    boolean norwegian =
        u.lowerWords.stream().anyMatch(w -> NORWEGIAN_WORDS.contains(strip(w)))
            || !text.startsWith("how") && !text.startsWith("what") && !text.startsWith("that");
    String again = (norwegian ? "og i " : "and in ") + in.group(1).strip() + "?";
    List<Intent> read = new ArrayList<>();
    for (Intent i : FollowUp.read(c, again, c.classify(again), previous)) {
      if (CurrencyFetcher.KIND.equals(i.kind()) && i.isAsk()) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "the amount of the rate asked just before, in another currency");
  }

  /**
   * "what was bitcoin's price in 2017?" then "and now?"; "hva var dollaren verdt i 1985" then "og
   * hva er den nå": the market figure the question before asked of the past, asked of now. The
   * question before is read again in the present (its past phrase gone, "was" as "is"); null when
   * that asks no market figure or the question before named no past.
   */
  static List<Intent> nowAfterPast(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String text = previous.text().strip();
    if (text.length() > 200 || !NOW_THEN.matcher(u.lower.strip()).find()) {
      return null;
    }
    java.util.regex.Matcher past = PAST_IN_QUESTION.matcher(text.toLowerCase(Locale.ROOT));
    if (!past.find()) {
      return null;
    }
    String rest = dropEnd(text.substring(0, past.start()) + text.substring(past.end()));
    StringBuilder present = new StringBuilder();
    boolean norwegian = false;
    for (String w : rest.split("\\s+")) {
      String l = w.toLowerCase(Locale.ROOT);
      norwegian |= NORWEGIAN_WORDS.contains(l);
      present.append(present.length() == 0 ? "" : " ").append(PRESENT.getOrDefault(l, w));
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(present + (norwegian ? " nå?" : " now?"))) {
      if (MARKET_KINDS.contains(i.kind()) && i.isAsk() && !i.subject().isEmpty()) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "the figure asked of the past just before, asked of now");
  }

  /** Words of a market figure a follow-up asks without its subject ("price?", "kurs?"). */
  static final Set<String> ATTRIBUTES = WordLists.set("FollowUpMarkets.ATTRIBUTES");

  /** "how much is one now", "hvor mye er den verdt": a price asked without the word. */
  static final java.util.regex.Pattern HOW_MUCH =
      java.util.regex.Pattern.compile("\\b(?:how much|hvor mye)\\b");

  /** A word of a market figure, or a compound that ends in one ("bitcoinkursen"). */
  static boolean attribute(String w) {
    return ATTRIBUTES.contains(w)
        || w.length() > 6 && (w.endsWith("kurs") || w.endsWith("kursen") || w.endsWith("prisen"));
  }

  /** Words of a rate asked of a pair named by a pronoun ("what's it at now?", "hva står den i"). */
  static final java.util.regex.Pattern RATE_WORDS =
      words(
          "rate|rates|kurs\\p{L}*|price|pris\\p{L}*|worth|verdt|verd|value|verdi\\p{L}*"
              + "|how much|hvor mye|kor mykje|cost|costs|koster|now|nå|no|rn|today|i dag|idag"
              + "|trading|at|står|stronger|weaker|sterkere|svakere|exchange|veksle|convert"
              + "|\\d+");

  /** Where a currency or coin is used or taken ("do they use euros", "bruker de euro"). */
  static final java.util.regex.Pattern USED =
      words(
          "use|uses|used|using|accept|accepts|accepted|take|takes|taken|pay with|pay in"
              + "|bruker|brukes|bruke|betale med|betaler med|tar de|tar imot|godtar|godtas"
              + "|aksepterer|akseptert");

  /** The coins a short phrase names ("sol and ada", "bitcoin cash"). */
  static List<String> coinsIn(String lower) {
    List<String> out = new ArrayList<>();
    var whole = Coins.byName(lower);
    if (whole.isPresent()) {
      return List.of(whole.get().symbol());
    }
    for (String part : lower.split("\\s*(?:,|\\band\\b|\\bog\\b|&)\\s*")) {
      String p = part.strip();
      if (p.isEmpty()) {
        continue;
      }
      var coin = Coins.byName(p).or(() -> Coins.bySymbol(p.toUpperCase(Locale.ROOT)));
      if (coin.isEmpty()) {
        return List.of();
      }
      out.add(coin.get().symbol());
    }
    return out;
  }

  /** The currency a short phrase names ("euros", "svenske kroner", "the won"), or null. */
  static String currencyCode(String lower) {
    if (KRONER.contains(lower.strip())) {
      return "NOK"; // "i kroner?": the home currency, no other's kroner
    }
    for (Intent i : Entities.followUp(new Utterance(lower))) {
      if (CurrencyFetcher.KIND.equals(i.kind())) {
        return i.subject().substring(0, i.subject().indexOf('/'));
      }
    }
    for (Intent i : CurrencyRule.match(new Utterance("100 NOK to " + lower))) {
      int slash = i.subject().indexOf('/');
      if (slash > 0 && i.subject().startsWith("NOK/")) {
        return i.subject().substring(slash + 1);
      }
    }
    String upper = lower.strip().toUpperCase(Locale.ROOT);
    return CurrencyRule.isCode(upper) ? upper : null;
  }

  /** Units a nation's adjective may name alone ("danske" kroner, "kanadiske" dollar). */
  static final List<String> UNITS = List.of("kroner", "dollar", "franc", "pund");

  /**
   * The currency a nation's adjective names with its unit left out ("danske", "islandske",
   * "kanadiske"), or null: the unit whose currency the adjective changes.
   */
  static String nationCurrency(String adjective) {
    if (adjective.indexOf(' ') >= 0 || adjective.length() < 4) {
      return null;
    }
    for (String unit : UNITS) {
      String plain = currencyCode(unit);
      String named = currencyCode(adjective + " " + unit);
      if (named != null && !named.equals(plain)) {
        return named;
      }
    }
    return null;
  }
}

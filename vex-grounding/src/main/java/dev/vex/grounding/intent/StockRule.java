package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.internal.Coins;
import dev.vex.grounding.stocks.StockFetcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Stock questions: cashtags ({@code $TSLA}), tickers in capitals with a stock word ("AAPL price"),
 * known company names with a stock word or on their own ("how is Equinor stock doing", "Tesla and
 * Nvidia"), and any capitalised name before "stock"/"aksje" or after "share price of"/"aksjekursen
 * til". Coin symbols are left to crypto unless the question names an ETF ("bitcoin ETF", "IBIT").
 * "My stock of patience" and "in stock" fire nothing.
 */
final class StockRule {
  private static final Pattern TICKER = Pattern.compile("[A-Z][A-Z0-9]{0,5}(?:\\.[A-Z]{1,3})?");
  private static final Set<String> AFTER_NAME =
      Set.of("stock", "stocks", "shares", "aksje", "aksjen", "aksjer", "aksjekurs", "aksjekursen");
  private static final List<String> BEFORE_NAME =
      List.of(
          "share price of",
          "stock price of",
          "aksjekursen til",
          "aksjekursen for",
          "kursen på",
          "kursen til",
          "aksjen til",
          "shares of",
          "stock of");
  private static final Set<String> JOINERS = Set.of("and", "og", "&", "vs", "or", "eller");

  private StockRule() {}

  static List<Intent> match(Utterance u, boolean shopping) {
    Map<String, String> subjects = new LinkedHashMap<>();
    boolean context = u.hasAnyWord(Lexicon.STOCK_WORDS);
    boolean etf = CryptoRule.etf(u);
    boolean onlyNames = onlyNames(u);
    for (String w : u.words) {
      if (w.startsWith("$") && TICKER.matcher(w.substring(1)).matches()) {
        add(subjects, w.substring(1));
        continue;
      }
      if (shopping || !TICKER.matcher(w).matches() || w.length() < 2 && !context) {
        continue;
      }
      if (Lexicon.NOT_TICKERS.contains(w)
          || CurrencyRule.isCode(w)
          || Lexicon.COMPANIES.containsKey(w.toLowerCase(Locale.ROOT))) {
        continue;
      }
      boolean coin = Coins.bySymbol(w).isPresent();
      if (coin && !Lexicon.CRYPTO_ETFS.contains(w)) {
        continue;
      }
      if (context || onlyNames || Lexicon.CRYPTO_ETFS.contains(w)) {
        add(subjects, w);
      }
    }
    for (Map.Entry<String, String> c : Lexicon.COMPANIES.entrySet()) {
      if (u.has(c.getKey()) && (context || onlyNames)) {
        add(subjects, c.getValue());
      }
    }
    for (int i = 1; i < u.words.size(); i++) {
      if (AFTER_NAME.contains(u.lowerWords.get(i)) && !u.allLower) {
        addName(subjects, u.nameBefore(i - 1, 3, Lexicon.STOPS));
      }
    }
    for (String p : BEFORE_NAME) {
      int index = u.after(p);
      if (index >= 0) {
        String name = u.nameFrom(index, 3, Lexicon.STOPS);
        if (!u.allLower || Lexicon.COMPANIES.containsKey(name.toLowerCase(Locale.ROOT))) {
          addName(subjects, name);
        }
      }
    }
    if (etf) {
      for (Coins.Coin c : CryptoRule.coins(u)) {
        if (!Lexicon.CRYPTO_ETFS.contains(c.symbol())) {
          add(subjects, c.name().toLowerCase(Locale.ROOT) + " ETF");
        }
      }
    }
    List<Intent> out = new ArrayList<>();
    for (String s : subjects.values()) {
      out.add(Intent.of(StockFetcher.KIND, s));
    }
    return out;
  }

  private static void addName(Map<String, String> subjects, String name) {
    if (name.isEmpty() || Lexicon.NOT_TICKERS.contains(name.toUpperCase(Locale.ROOT))) {
      return;
    }
    if (Coins.byName(name).isPresent() || Coins.bySymbol(name).isPresent()) {
      return;
    }
    String known = Lexicon.COMPANIES.get(name.toLowerCase(Locale.ROOT));
    add(subjects, known != null ? known : name);
  }

  private static void add(Map<String, String> subjects, String s) {
    subjects.putIfAbsent(s.toLowerCase(Locale.ROOT), s);
  }

  /** Whether the message is only tickers or company names joined by "and". */
  private static boolean onlyNames(Utterance u) {
    String rest = " " + String.join(" ", u.lowerWords) + " ";
    for (String c : Lexicon.COMPANIES.keySet()) {
      rest = rest.replace(" " + c + " ", " ");
    }
    for (String w : rest.strip().split(" ")) {
      if (w.isEmpty() || JOINERS.contains(w)) {
        continue;
      }
      String upper = w.toUpperCase(Locale.ROOT);
      boolean tickerAsWritten = u.words.contains(upper) && TICKER.matcher(upper).matches();
      if (!tickerAsWritten || Lexicon.NOT_TICKERS.contains(upper)) {
        return false;
      }
    }
    return true;
  }
}

package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.internal.Coins;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Coin prices, checked before stocks so that "BTC", "bitcoin", "ETH price" and "solana" reach
 * CoinGecko and never Yahoo. A coin counts when the question is about its price or value, or is
 * short ("bitcoin?"); "explain how bitcoin mining works" fires nothing. Symbols that are everyday
 * words ({@code SOL}, {@code DOT}) count only in capitals. A question about an ETF ("bitcoin ETF",
 * "IBIT") is left to stocks. The currency ("in NOK", "i kroner") becomes a parameter.
 */
final class CryptoRule {
  private CryptoRule() {}

  static boolean etf(Utterance u) {
    if (u.lowerWords.contains("etf") || u.lowerWords.contains("etfs")) {
      return true;
    }
    for (String w : u.words) {
      if (Lexicon.CRYPTO_ETFS.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** "$btc", "$SOL": a symbol written as a cashtag, in either case, of two to five letters. */
  static boolean cashtag(String w) {
    if (w.length() < 3 || w.length() > 6 || w.charAt(0) != '$') {
      return false;
    }
    for (int k = 1; k < w.length(); k++) {
      if (!Character.isLetter(w.charAt(k))) {
        return false;
      }
    }
    return true;
  }

  /**
   * A short message with a cashtag of a known coin or a ticker ("$tsla", "$sol today", "is $intc
   * still tanking today"): the figure is asked for.
   */
  static boolean shortCashtag(Utterance u) {
    if (u.words.size() > 6) {
      return false;
    }
    for (String w : u.words) {
      if (cashtag(w)) {
        return true;
      }
    }
    return false;
  }

  static List<Coins.Coin> coins(Utterance u) {
    Set<Coins.Coin> found = new LinkedHashSet<>();
    // An everyday word that is also a symbol ("sol", "ada") counts in lower case only in a short
    // question about a price ("sol pris", "eth og sol pris").
    boolean shortPrice =
        u.words.size() <= 6
            && (u.hasAnyWord(Lexicon.PRICE_WORDS) || u.hasAnyPhrase(Lexicon.PRICE_PHRASES));
    // "sol er herlig i dag": beside an everyday word only a word of price counts, not of time
    boolean strictPrice = shortPrice && u.hasAnyWord(STRICT_PRICE_WORDS);
    // "sol or eth, which gained more", "did sol dump overnight": beside a coin of its own name or
    // a word of a market move in a short message the everyday word is the coin too
    boolean market = marketBeside(u);
    // "ada?", "link?", "sol": a message of the symbol alone asks for the coin (#21, session 26)
    boolean alone = u.words.size() == 1;
    for (int i = 0; i < u.words.size(); i++) {
      // "bitcoin's market cap", "XRP's": the name without its possessive ending
      String w = bare(u.words.get(i));
      Optional<Coins.Coin> c = Optional.empty();
      if (i + 1 < u.words.size() && Coins.beginsAName(u.lowerWords.get(i))) {
        // "bitcoin cash", "ethereum classic": the name of two words before the coin its first
        // word names alone (tune20: "has ethereum classic moved today" is ETC, not ETH)
        String two = u.lowerWords.get(i) + " " + bare(u.lowerWords.get(i + 1));
        c = Coins.byName(two);
        if (c.isPresent() && u.lower.contains(two)) {
          found.add(c.get());
          i++;
          continue;
        }
      }
      c = cashtag(w) ? Coins.bySymbol(w.substring(1).toUpperCase(Locale.ROOT)) : Coins.byName(w);
      if (c.isEmpty()) {
        c = Coins.bySymbol(w);
        // a plain test, not Optional.filter's lambda: a class less on a cold start (#23)
        if (c.isPresent()
            && !(w.equals(c.get().symbol())
                || !c.get().everydayWord()
                || strictPrice
                || market
                || alone
                || CoinAlone.inACurrency(u, i))) {
          c = Optional.empty();
        }
      }
      if (c.isEmpty() && w.length() > 4 && w.endsWith("s")) {
        // "how many bitcoins", "dogecoins": a coin's name in the plural
        c = Coins.byName(w.substring(0, w.length() - 1));
      }
      if (c.isEmpty()) {
        c = compound(u.lowerWords.get(i));
      }
      if (c.isPresent()
          && c.get().everydayWord()
          && w.equals(u.lowerWords.get(i))
          && i + 1 < u.words.size()
          && (AFTER_PREPOSITION.contains(u.lowerWords.get(i + 1))
              || beforeAName(u.words.get(i + 1)))) {
        // "a good restaurant near the Louvre": the everyday word in lower case before "the", "me";
        // "dentist near Grünerløkka", "hotels near Gardermoen": before a name written with a
        // capital
        c = Optional.empty();
      }
      if (c.isEmpty() && shortPrice) {
        c = misspelt(u.lowerWords.get(i));
      }
      if (c.isPresent()
          && u.lowerWords.get(i).equals("chainlink")
          && i + 1 < u.words.size()
          && FENCES.contains(u.lowerWords.get(i + 1))) {
        c = Optional.empty(); // "a chainlink fence": the wire mesh, not the coin
      }
      if (c.isEmpty()
          && u.lowerWords.get(i).equals("tron")
          && (alone || u.hasAnyWord(TRON_PRICE) || CoinAlone.now(u))) {
        // TRON's name is also a film's: it counts beside a price word ("price of tron")
        c = Coins.bySymbol("TRX");
      }
      if (c.isPresent()) {
        found.add(c.get());
      }
    }
    return new ArrayList<>(found);
  }

  /** Words of a market move, beside which an everyday symbol ("sol") is read as the coin. */
  private static final Set<String> SOL_MOVE_WORDS = WordLists.set("CryptoRule.SOL_MOVE_WORDS");

  /**
   * Whether a message of at most eight words names a coin by its name or symbol ("eth", "btc",
   * "bitcoin"; not an everyday word) or holds a word of a price or a market move: beside it "sol"
   * is the coin, not the sun ("sol vs eth today", "har sol steget i dag i prosent", "sol pris").
   */
  static boolean marketBeside(Utterance u) {
    if (u.words.size() > 8) {
      return false;
    }
    if (u.hasAnyWord(SOL_MOVE_WORDS) || u.hasAnyWord(STRICT_PRICE_WORDS)) {
      return true;
    }
    for (String w : u.words) {
      Optional<Coins.Coin> c = Coins.byName(bare(w));
      if (c.isEmpty()) {
        c = Coins.bySymbol(bare(w));
      }
      if (c.isPresent() && !c.get().everydayWord()) {
        return true;
      }
    }
    return false;
  }

  /** The word without an English possessive ending ("bitcoin's", "XRP’s"). */
  static String bare(String w) {
    for (String end : List.of("'s", "\u2019s")) {
      if (w.length() > end.length() + 1 && w.endsWith(end)) {
        return w.substring(0, w.length() - end.length());
      }
    }
    return w;
  }

  /** Words beside "tron" that make it the coin, not the film ("tron still holds up"). */
  private static final Set<String> TRON_PRICE = WordLists.set("CryptoRule.TRON_PRICE");

  private static final Set<String> FENCES = Set.of("fence", "fences", "fencing", "gjerde");

  /** Words of a price or a move, not of time ("pris", "worth", "steget"; not "today", "nå"). */
  private static final Set<String> STRICT_PRICE_WORDS =
      WordLists.set("CryptoRule.STRICT_PRICE_WORDS");

  private static final List<String> PRICE_SUFFIXES =
      List.of("kursen", "kurs", "prisen", "pris", "verdien");

  /** Whether a word of the message is a compound of {@link #compound(String)}. */
  private static boolean compound(Utterance u) {
    for (String w : u.lowerWords) {
      if (compound(w).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** A Norwegian compound of a coin's name and a price word ("bitcoinkursen", "ethprisen"). */
  private static Optional<Coins.Coin> compound(String lower) {
    for (String s : PRICE_SUFFIXES) {
      if (lower.length() > s.length() + 2 && lower.endsWith(s)) {
        String head = lower.substring(0, lower.length() - s.length());
        Optional<Coins.Coin> c = Coins.byName(head).or(() -> Coins.bySymbol(head));
        if (c.isPresent()) {
          return c;
        }
      }
    }
    return Optional.empty();
  }

  private static final List<String> NAMES = WordLists.list("CryptoRule.NAMES");

  /** A coin's name with one letter wrong, missing, extra or swapped ("bitcion", "etherum"). */
  private static Optional<Coins.Coin> misspelt(String lower) {
    if (lower.length() < 6 || lower.length() > 10) {
      return Optional.empty();
    }
    for (String name : NAMES) {
      if (Math.abs(name.length() - lower.length()) <= 1 && oneEdit(lower, name)) {
        return Coins.byName(name);
      }
    }
    return Optional.empty();
  }

  /** Whether the two differ by one substitution, insertion, deletion or adjacent swap. */
  static boolean oneEdit(String a, String b) {
    int i = 0;
    while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    if (i == a.length() && i == b.length()) {
      return false;
    }
    String ra = a.substring(Math.min(i + 1, a.length()));
    String rb = b.substring(Math.min(i + 1, b.length()));
    if (ra.equals(rb)) {
      return true; // substitution
    }
    if (a.substring(i).equals(rb) || b.substring(i).equals(ra)) {
      return true; // insertion or deletion
    }
    return i + 1 < a.length()
        && i + 1 < b.length()
        && a.charAt(i) == b.charAt(i + 1)
        && a.charAt(i + 1) == b.charAt(i)
        && a.substring(i + 2).equals(b.substring(i + 2));
  }

  private static final java.util.Set<String> COIN_WORDS = WordLists.set("CryptoRule.list");

  /** Words before a coin word that do not name a coin: "any coins", "old coins", "gullmynter". */
  private static final Set<String> NOT_COIN_NAMES = WordLists.set("CryptoRule.NOT_COIN_NAMES");

  /** A coin the built-in list does not know, named before a coin word ("pepe coin price"). */
  private static String unknownCoin(Utterance u) {
    for (int i = 1; i < u.words.size(); i++) {
      if (!COIN_WORDS.contains(u.lowerWords.get(i))) {
        continue;
      }
      if (RANKS.contains(u.lowerWords.get(i - 1))
          || NOT_COIN_NAMES.contains(u.lowerWords.get(i - 1))) {
        // "any coins", "den største mynten", "old coins": a word of rank or kind, not a name
        continue;
      }
      String name = u.nameBefore(i - 1, 2, Lexicon.STOPS);
      String lower = name.toLowerCase(java.util.Locale.ROOT);
      if (!name.isEmpty()
          && !lower.equals("crypto")
          && !lower.equals("krypto")
          && !lower.equals("meme")
          && !lower.equals("new")
          && !lower.equals("which")
          && !lower.equals("hvilken")
          && !RANKS.contains(lower)
          && !lower.startsWith("to ")
          && Coins.byName(name).isEmpty()) {
        return name;
      }
    }
    return "";
  }

  /** Words after a preposition that a coin's name is not followed by ("near the", "near me"). */
  /**
   * Words after a coin's everyday name that are the coin's own ("near Protocol", "link Network").
   */
  private static final Set<String> COIN_AFTER = WordLists.set("CryptoRule.COIN_AFTER");

  /**
   * Whether a word is a name written with a capital and then lower case ("Grünerløkka", "Oslo"),
   * not a symbol in capitals ("ETH") nor a coin's own word ("Protocol") nor a coin: after an
   * everyday word in lower case ("near", "link") it makes the word a preposition or a noun of the
   * sentence, not the coin (tune20: "look up dentist near Grünerløkka").
   */
  static boolean beforeAName(String next) {
    if (next.length() < 2
        || !Character.isUpperCase(next.charAt(0))
        || !Character.isLowerCase(next.charAt(1))) {
      return false;
    }
    String lower = next.toLowerCase(Locale.ROOT);
    return !COIN_AFTER.contains(lower)
        && Coins.byName(bare(lower)).isEmpty()
        && Coins.bySymbol(bare(next).toUpperCase(Locale.ROOT)).isEmpty();
  }

  private static final Set<String> AFTER_PREPOSITION =
      Set.of(
          "the",
          "a",
          "an",
          "me",
          "my",
          "here",
          "you",
          "your",
          "our",
          "us",
          "by",
          "where",
          // "is solana near its ATH now": near a thing's own record, not the coin
          "its",
          "their",
          "his",
          "her",
          "this",
          "that");

  static List<Intent> match(Utterance u) {
    if (etf(u)) {
      return List.of();
    }
    List<Coins.Coin> coins = coins(u);
    if (coins.isEmpty() && wholeMarket(u)) {
      return List.of(Intent.of(CryptoFetcher.KIND, ""));
    }
    if (coins.isEmpty()) {
      String unknown = unknownCoin(u);
      if (!unknown.isEmpty()
          && (u.hasAnyWord(Lexicon.PRICE_WORDS) || u.hasAnyPhrase(Lexicon.PRICE_PHRASES))) {
        String currency = currency(u);
        return List.of(
            new Intent(
                CryptoFetcher.KIND,
                unknown,
                currency.isEmpty() ? Map.of() : Map.of(CryptoFetcher.CURRENCY, currency)));
      }
      return List.of();
    }
    String currency = currency(u);
    // the cheap tests and the common one (a price word) first: each is a test of the message alone,
    // so their order changes no answer (#23)
    boolean context =
        u.hasAnyWord(Lexicon.PRICE_WORDS)
            || !currency.isEmpty()
            || u.words.size() <= 3
            || compound(u)
            || u.hasAnyWord(MOVE_WORDS)
            || u.hasAnyWord(MARKET_WORDS)
            || u.hasAnyPhrase(MARKET_PHRASES)
            || size(u)
            || supply(u)
            || PriceForms.priceVerb(u)
            || Lexicon.valueAt(u)
            || u.has("står i")
            || u.hasAnyPhrase(Lexicon.PRICE_PHRASES)
            || onlyCoins(u);
    if (!context) {
      return List.of();
    }
    Map<String, String> params = new java.util.HashMap<>();
    if (!currency.isEmpty()) {
      params.put(CryptoFetcher.CURRENCY, currency);
    }
    if (otherFigure(u)) {
      params.put(CryptoFetcher.FIGURE, CryptoFetcher.OTHER_FIGURE);
    }
    List<Intent> out = new ArrayList<>();
    for (Coins.Coin c : coins) {
      out.add(new Intent(CryptoFetcher.KIND, c.symbol(), params));
    }
    return out;
  }

  /** Figures of a coin's market that CoinGecko's price endpoint does not give. */
  private static final Set<String> NOT_FETCHED = WordLists.set("CryptoRule.NOT_FETCHED");

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> out = new java.util.HashSet<>(a);
    out.addAll(b);
    return Set.copyOf(out);
  }

  /**
   * The figures of a coin's market besides its price: "bitcoin's market cap", "ethereum's 24h
   * range", "volumet i bitcoin", "how many bitcoins are in circulation", "how far has bitcoin
   * fallen", "hvor langt er bitcoin fra toppen".
   */
  private static final Set<String> MARKET_WORDS =
      union(NOT_FETCHED, WordLists.set("CryptoRule.list.2"));

  /** Figures of a coin that CoinGecko's price endpoint does not give: its size, supply, range. */
  private static final Set<String> OTHER_FIGURE_WORDS =
      union(NOT_FETCHED, Set.of("ath", "record", "rekord", "rekorden", "rank"));

  private static final List<String> OTHER_FIGURE_PHRASES =
      List.of(
          "all-time high",
          "all time high",
          "fra toppen",
          "under toppen",
          "unna toppen",
          "from the top");

  /** Words that ask for the price itself, whatever other figure the message names. */
  private static final Set<String> PRICE_ASKED = WordLists.set("CryptoRule.PRICE_ASKED");

  /**
   * Whether the message asks for a figure of the coin other than its price and 24-hour change
   * ("What is bitcoin's market cap?", "hvor mange bitcoin finnes?") and not for the price: the
   * fetcher then does not make the price a figure the reply must state (an honest answer about the
   * market cap is not replaced by the price), while a price the reply states is still checked.
   */
  static boolean otherFigure(Utterance u) {
    // the price asked answers first: the common question needs none of the other tests (#23)
    if (u.hasAnyWord(PRICE_ASKED) || PriceForms.priceVerb(u)) {
      return false;
    }
    return u.hasAnyWord(OTHER_FIGURE_WORDS)
        || u.hasAnyPhrase(OTHER_FIGURE_PHRASES)
        || size(u)
        || supply(u)
        || moveAsked(u);
  }

  /** Words of a question whether a coin went up or down. */
  private static final List<String> MOVE_PHRASES = WordLists.list("CryptoRule.MOVE_PHRASES");

  private static final Set<String> UP_OR_DOWN = Set.of("ned", "opp");

  /** Words of the same: "has bitcoin risen?", "faller bitcoin?". */
  private static final Set<String> MOVE_QUESTION_WORDS =
      WordLists.set("CryptoRule.MOVE_QUESTION_WORDS");

  /**
   * Whether the message asks which way the coin moved ("has bitcoin gone up today?", "går bitcoin
   * ned?"): the figure asked for is the move, and an honest answer with the move alone (#22) is no
   * reply that leaves the price out.
   */
  private static boolean moveAsked(Utterance u) {
    return u.hasAnyPhrase(MOVE_PHRASES)
        || u.hasAnyWord(MOVE_QUESTION_WORDS)
        || (u.has("går") && u.hasAnyWord(UP_OR_DOWN));
  }

  /** Phrases of the same: "hvor stor er XRP", "hvordan har ethereum gjort det". */
  private static final List<String> MARKET_PHRASES = WordLists.list("CryptoRule.MARKET_PHRASES");

  /**
   * "Hvor stor er XRP?", "how big is solana": a coin's size, its market value, in a short question
   * ("hvor stor er en blokk i bitcoin" asks something else).
   */
  private static boolean size(Utterance u) {
    return u.words.size() <= 5 && (u.has("hvor stor er") || u.has("how big is"));
  }

  /**
   * "Hvor mange bitcoin finnes?", "how many dogecoins exist": the supply now, a question that ends
   * at its verb ("hvor mange bitcoin finnes det totalt" asks the fixed maximum).
   */
  private static boolean supply(Utterance u) {
    String last = u.lowerWords.get(u.lowerWords.size() - 1);
    return (u.has("hvor mange") || u.has("how many"))
        && (last.equals("finnes") || last.equals("exist"));
  }

  /** Words of rank among coins: "the top coins", "the biggest coins", "de store myntene". */
  private static final Set<String> RANKS = WordLists.set("CryptoRule.RANKS");

  /** Words of coins of metal: "the big coins in my collection", "myntene i samlingen". */
  private static final Set<String> COLLECTIONS = WordLists.set("CryptoRule.COLLECTIONS");

  /** Nouns of coins in general: "coins", "kryptovalutaene", "the crypto market". */
  private static final Set<String> MARKET_NOUNS = WordLists.set("CryptoRule.MARKET_NOUNS");

  /** Words of a move or of today: "rose", "gått opp", "falt", "i dag", "doing". */
  private static final Set<String> MARKET_MOVES = WordLists.set("CryptoRule.MARKET_MOVES");

  /**
   * The crypto market as a whole, no one coin: "which top-10 coin rose today?", "did any big coin
   * go up today?", "hvordan går det med kryptomarkedet i dag". A noun of coins with a word of rank,
   * or the market itself, beside a word of a move or of today. Its intent has no subject: the
   * question names no coin for the source to look up.
   */
  private static boolean wholeMarket(Utterance u) {
    if (!u.hasAnyWord(MARKET_MOVES) && !u.has("i dag") || u.hasAnyWord(COLLECTIONS)) {
      return false;
    }
    boolean market =
        u.has("crypto market")
            || u.has("cryptocurrency market")
            || u.has("kryptomarkedet")
            || u.has("krypto-markedet");
    return market || u.hasAnyWord(MARKET_NOUNS) && u.hasAnyWord(RANKS);
  }

  /** Words about a coin's price moving or standing at a level ("did sol dump", "verd no"). */
  private static final Set<String> MOVE_WORDS = WordLists.set("CryptoRule.MOVE_WORDS");

  private static boolean onlyCoins(Utterance u) {
    for (String w : u.lowerWords) {
      if (!w.equals("and")
          && !w.equals("og")
          && !w.equals("&")
          && Coins.byName(w).isEmpty()
          && Coins.bySymbol(w).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  static String currency(Utterance u) {
    for (String w : u.lowerWords) {
      String c = Lexicon.CURRENCIES.get(w);
      if (c != null) {
        return c;
      }
    }
    return "";
  }
}

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

/**
 * Stock questions: cashtags ({@code $TSLA}), tickers in capitals with a stock word ("AAPL price"),
 * known company names with a stock word or on their own ("how is Equinor stock doing", "Tesla and
 * Nvidia"), and any capitalised name before "stock"/"aksje" or after "share price of"/"aksjekursen
 * til". Coin symbols are left to crypto unless the question names an ETF ("bitcoin ETF", "IBIT").
 * "My stock of patience" and "in stock" fire nothing.
 */
final class StockRule {
  /**
   * Whether {@code s} from {@code from} on is a ticker as written: {@code [A-Z][A-Z0-9]{0,5}}, then
   * optionally a dot and one to three capitals ({@code EQNR.OL}). By hand: no matcher per word.
   */
  static boolean ticker(String s, int from) {
    int n = s.length();
    int i = from;
    if (i >= n || !upper(s.charAt(i))) {
      return false;
    }
    i++;
    int body = 0;
    while (i < n && body < 5 && (upper(s.charAt(i)) || digit(s.charAt(i)))) {
      i++;
      body++;
    }
    if (i == n) {
      return true;
    }
    if (s.charAt(i) != '.') {
      return false;
    }
    int suffix = 0;
    for (i++; i < n && suffix < 3 && upper(s.charAt(i)); i++) {
      suffix++;
    }
    return i == n && suffix >= 1;
  }

  private static boolean upper(char c) {
    return c >= 'A' && c <= 'Z';
  }

  private static boolean digit(char c) {
    return c >= '0' && c <= '9';
  }

  private static final Set<String> AFTER_NAME = WordLists.set("StockRule.AFTER_NAME");
  private static final List<String> BEFORE_NAME = WordLists.list("StockRule.BEFORE_NAME");

  /**
   * {@link #BEFORE_NAME} looked for in one pass, each phrase with a space on both sides as the
   * message's padded words hold it: a message without any of them (most) skips the word-by-word
   * search of each (#23). {@link Utterance#after} finds a phrase only where the padded words hold
   * it so, so the skip changes no answer.
   */
  private static final Phrases BEFORE_NAME_SET = Phrases.of(padded(BEFORE_NAME));

  /** Each phrase between spaces: a loop, no stream or lambda on a cold start's first message. */
  private static List<String> padded(List<String> phrases) {
    List<String> out = new ArrayList<>(phrases.size());
    for (String p : phrases) {
      out.add(" " + p + " ");
    }
    return out;
  }

  private static final Set<String> JOINERS = Set.of("and", "og", "&", "vs", "or", "eller");

  /** Stock indices by name and symbol, in English and Norwegian, to Yahoo Finance symbols. */
  static final Map<String, String> INDICES = new LinkedHashMap<>();

  static {
    String[][] all = {
      {
        "^GSPC",
        "s&p 500",
        "s&p500",
        "s&p",
        "s&p-500",
        "snp 500",
        "snp500",
        "sp500",
        "sp 500",
        "s and p 500",
        "standard & poor's 500"
      },
      {
        "^DJI",
        "dow jones",
        "the dow",
        "dow",
        "djia",
        "dow jones industrial average",
        "dow-indeksen"
      },
      // the total return index Yahoo keeps apart ("S&P 500 TR": no stock "TR")
      {"^SP500TR", "s&p 500 tr", "s&p500tr", "sp500tr", "s&p 500 total return", "sp 500 tr"},
      {"^NDX", "nasdaq 100", "nasdaq-100", "ndx"},
      {"^IXIC", "nasdaq", "nasdaq composite", "nasdaq-indeksen", "nasdaqen"},
      {"OBX.OL", "obx", "obx-indeksen", "obx indeksen", "obx index"},
      {
        "OSEBX.OL",
        "oslo børs",
        "oslobørsen",
        "oslo-børsen",
        "oslo bors",
        "osebx",
        "hovedindeksen",
        "oslo stock exchange",
        "oslo børs hovedindeks"
      },
      {"^GDAXI", "dax", "dax-indeksen", "dax 40", "daxen"},
      {"^FTSE", "ftse 100", "ftse", "footsie"},
      {"^N225", "nikkei", "nikkei 225", "nikkeien"},
      {"^STOXX50E", "euro stoxx 50", "stoxx 50", "eurostoxx", "euro stoxx", "eurostoxx 50"},
      {"^OMX", "omxs30", "stockholmsbørsen", "omx stockholm 30"},
      {"^OMXC25", "omxc25", "københavnsbørsen"},
      {"^RUT", "russell 2000"},
      {"^FCHI", "cac 40", "cac40"},
      {"^HSI", "hang seng"},
      {"^VIX", "vix", "volatility index"},
    };
    for (String[] index : all) {
      for (int i = 1; i < index.length; i++) {
        INDICES.put(index[i], index[0]);
      }
    }
  }

  /** The index names padded with a space each side, longest first (built once). */
  private static final List<String> PADDED_INDICES;

  /**
   * {@link #PADDED_INDICES} looked for in one pass: a message that holds none (most) skips the
   * {@code contains} of each in {@link #indices} (#23).
   */
  private static final Phrases PADDED_INDICES_SET;

  /** The company names padded with a space each side, in the lexicon's order (built once). */
  private static final List<String> PADDED_COMPANIES;

  static {
    // longest first, names of one length in the lexicon's order (the stable sort this was), by a
    // loop rather than a comparator's lambda: it runs at class initialisation
    int longest = 0;
    for (String n : INDICES.keySet()) {
      longest = Math.max(longest, n.length());
    }
    List<String> names = new ArrayList<>(INDICES.size());
    for (int len = longest; len >= 0; len--) {
      for (String n : INDICES.keySet()) {
        if (n.length() == len) {
          names.add(n);
        }
      }
    }
    List<String> padded = new ArrayList<>(names.size());
    for (String n : names) {
      padded.add(" " + n + " ");
    }
    PADDED_INDICES = List.copyOf(padded);
    PADDED_INDICES_SET = Phrases.of(PADDED_INDICES);
    List<String> companies = new ArrayList<>(Lexicon.COMPANIES.size());
    for (String c : Lexicon.COMPANIES.keySet()) {
      companies.add(" " + c + " ");
    }
    PADDED_COMPANIES = List.copyOf(companies);
    Set<String> first = new java.util.HashSet<>();
    for (String c : Lexicon.COMPANIES.keySet()) {
      int space = c.indexOf(' ');
      first.add(space < 0 ? c : c.substring(0, space));
    }
    COMPANY_FIRST_WORDS = Set.copyOf(first);
  }

  /** The first word of each company's name, lower case (built once). */
  private static final Set<String> COMPANY_FIRST_WORDS;

  /**
   * Whether a word of the message (or a word before {@code 's}) begins a company's name: without
   * one, no company's name can be in it, and the names are not scanned one by one.
   */
  private static boolean mayNameACompany(Utterance u) {
    for (String w : u.lowerWords) {
      if (COMPANY_FIRST_WORDS.contains(w)) {
        return true;
      }
      int n = w.length();
      if (n > 2
          && w.charAt(n - 1) == 's'
          && (w.charAt(n - 2) == '\'' || w.charAt(n - 2) == '\u2019')
          && COMPANY_FIRST_WORDS.contains(w.substring(0, n - 2))) {
        return true;
      }
    }
    return false;
  }

  private static final Set<String> NOT_SHARES_BEFORE = WordLists.set("StockRule.NOT_SHARES_BEFORE");
  private static final Set<String> NOT_SHARES_AFTER = WordLists.set("StockRule.NOT_SHARES_AFTER");

  /**
   * Whether a word of shares occurs as one: "stock" in "out of stock", "chicken stock", "stock
   * photo" or "stock up" is not.
   */
  private static boolean stockWord(Utterance u) {
    List<String> w = u.lowerWords;
    for (int i = 0; i < w.size(); i++) {
      if (!Lexicon.STOCK_WORDS.contains(w.get(i))) {
        continue;
      }
      boolean stock = w.get(i).equals("stock") || w.get(i).equals("stocks");
      // "Apple's market share": a share of a market, not a share price
      boolean next = i + 1 < w.size();
      if (w.get(i).equals("market") && next && w.get(i + 1).startsWith("share")
          || w.get(i).startsWith("share") && i > 0 && w.get(i - 1).equals("market")) {
        continue;
      }
      if (stock
          && (i > 0 && NOT_SHARES_BEFORE.contains(w.get(i - 1))
              || i + 1 < w.size() && NOT_SHARES_AFTER.contains(w.get(i + 1)))) {
        continue;
      }
      return true;
    }
    return false;
  }

  /** Norwegian words of a share's move ("har Nel steget i dag"). */
  private static final Set<String> MOVES = WordLists.set("StockRule.MOVES");

  /**
   * Words of a day's move or close in English and Norwegian ("has norsk hydro moved today", "how
   * much did Vår Energi drop today", "hva stengte kongsberg på i går", "is the euro stoxx green
   * today"): a stock question only beside a company or an index the lexicon knows and a day.
   */
  private static final Set<String> DAY_MOVES = WordLists.set("StockRule.DAY_MOVES");

  /** Words of the day a move is asked of. */
  private static final Set<String> MOVE_DAYS = WordLists.set("StockRule.MOVE_DAYS");

  private static final List<String> MOVE_DAY_PHRASES =
      List.of("i dag", "i går", "this morning", "this week", "denne uka", "denne uken", "so far");

  /** The first words of a question of a move ("has … moved", "how much did … drop"). */
  private static final Set<String> MOVE_QUESTIONS = WordLists.set("StockRule.MOVE_QUESTIONS");

  /**
   * Whether the message asks a day's move or close: a question (a question's first word or a
   * question mark) with a move word and a day, or "hvordan gikk … i dag". "Apple dropped a new
   * iPhone today" tells, it does not ask.
   */
  private static boolean dayMove(Utterance u) {
    boolean day = u.hasAnyWord(MOVE_DAYS) || u.hasAnyPhrase(MOVE_DAY_PHRASES);
    if (!day || u.lowerWords.isEmpty()) {
      return false;
    }
    boolean question =
        MOVE_QUESTIONS.contains(u.lowerWords.get(0)) || u.original.strip().endsWith("?");
    return question && (u.hasAnyWord(DAY_MOVES) || u.has("hvordan gikk") || u.has("how did"));
  }

  /** Words that may stand beside the name in "check the Nikkei for me", "sjekk Kongsberg nå". */
  private static final Set<String> CHECK_FILLERS = WordLists.set("StockRule.CHECK_FILLERS");

  /**
   * Whether the message is "check" and a name with nothing else ("check the Nikkei for me", "sjekk
   * Kongsberg i dag"): the words left when the known names are taken out are all fillers.
   */
  private static boolean checkOnly(Utterance u, List<String> paddedNames) {
    if (!u.lowerWords.contains("check") && !u.lowerWords.contains("sjekk")) {
      return false;
    }
    String rest = u.padded().replace(" i dag ", " ");
    boolean named = false;
    for (String padded : paddedNames) {
      if (rest.contains(padded)) {
        rest = rest.replace(padded, " ");
        named = true;
      }
    }
    if (!named) {
      return false;
    }
    for (String w : rest.strip().split(" +")) {
      if (!w.isEmpty() && !CHECK_FILLERS.contains(w)) {
        return false;
      }
    }
    return true;
  }

  /** Words before a name that make it a place ("i Kongsberg", "in Salmar's home town"). */
  private static final Set<String> PLACE_BEFORE = WordLists.set("StockRule.PLACE_BEFORE");

  /** Whether a known name occurs other than after a place's preposition. */
  private static boolean namedNotAsPlace(Utterance u, String name) {
    int words = name.split(" ").length;
    int after = u.after(name);
    if (after < 0) {
      return u.hasOrPossessive(name);
    }
    int start = after - words;
    return start == 0 || !PLACE_BEFORE.contains(u.lowerWords.get(start - 1));
  }

  private static final Set<String> INDEX_WORDS = WordLists.set("StockRule.INDEX_WORDS");

  private StockRule() {}

  /** The indices the message names, longest name first so "nasdaq 100" is not also "nasdaq". */
  static List<String> indices(Utterance u) {
    List<String> out = new ArrayList<>(2);
    String rest = u.padded();
    if (!PADDED_INDICES_SET.in(rest)) {
      return out; // rest changes only after a name is found in it
    }
    for (String padded : PADDED_INDICES) {
      if (rest.contains(padded)) {
        if (padded.equals(" dow ") && DOW_COMPANY.matcher(rest).find()) {
          continue; // "Dow Chemical", "Dow Inc": the company, not the index
        }
        String symbol = INDICES.get(padded.substring(1, padded.length() - 1));
        if (!out.contains(symbol)) {
          out.add(symbol);
        }
        rest = rest.replace(padded, " ");
      }
    }
    return out;
  }

  /**
   * The abbreviations of an index's variants written after its name: total return (TR, NTR, GTR,
   * TRI), price (PR, PI), net or gross return (NR, GR), equal weight (EW).
   */
  private static final Set<String> INDEX_SUFFIXES = WordLists.set("StockRule.INDEX_SUFFIXES");

  private static final java.util.regex.Pattern DOW_COMPANY =
      java.util.regex.Pattern.compile(" dow (?:chemical|inc|corning|dupont|'s chemical) ");

  /**
   * The positions of the words of the message that are an index name's or the short capital word
   * right after one that abbreviates the index's variant ("S&P 500 TR", "Nasdaq 100 NTR", "DAX
   * PI"): no ticker of their own. Only read when the message names an index.
   */
  private static Set<Integer> inIndexNames(Utterance u) {
    Set<Integer> at = new java.util.HashSet<>();
    List<String> w = u.lowerWords;
    for (String name : INDICES.keySet()) {
      String[] parts = name.split(" ");
      for (int i = 0; i + parts.length <= w.size(); i++) {
        boolean same = true;
        for (int k = 0; k < parts.length && same; k++) {
          same = w.get(i + k).equals(parts[k]);
        }
        if (same) {
          for (int k = 0; k < parts.length; k++) {
            at.add(i + k);
          }
          int next = i + parts.length;
          if (next < w.size()) {
            if (INDEX_SUFFIXES.contains(w.get(next))) {
              at.add(next);
            }
          }
        }
      }
    }
    return at;
  }

  /** Whether a text has letters and none of them lower case. */
  static boolean shouting(String text) {
    boolean letters = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isLowerCase(c)) {
        return false;
      }
      letters |= Character.isLetter(c);
    }
    return letters;
  }

  private static boolean indexWord(String w) {
    String l = w.toLowerCase(Locale.ROOT);
    return INDICES.containsKey(l) || l.equals("osebx") || l.equals("obx");
  }

  /** "$HOME", "$PATH": a shell's variables, written like cashtags. */
  private static final Set<String> SHELL_VARIABLES = WordLists.set("StockRule.SHELL_VARIABLES");

  static List<Intent> match(Utterance u, boolean shopping) {
    Map<String, String> subjects = new LinkedHashMap<>();
    boolean context =
        stockWord(u)
            || u.has("after hours")
            || u.has("pre market")
            || Lexicon.valueAt(u)
            || u.hasAnyWord(MOVES)
            || (u.has("går det med") || u.has("gikk det med") || u.has("går det med"))
                && (u.has("i dag") || u.has("nå") || u.has("idag"));
    List<String> indices = indices(u);
    boolean dayMove = !context && dayMove(u);
    if (!indices.isEmpty()
        && (context
            || dayMove
            || checkOnly(u, PADDED_INDICES)
            || u.hasAnyWord(Lexicon.PRICE_WORDS)
            || u.hasAnyPhrase(Lexicon.PRICE_PHRASES)
            || u.hasAnyWord(INDEX_WORDS)
            || u.lowerWords.contains("går")
            || u.words.size() <= 4)) {
      for (String symbol : indices) {
        add(subjects, symbol);
      }
    }
    Set<Integer> inIndex = indices.isEmpty() ? Set.of() : inIndexNames(u);
    boolean shouting = u.words.size() >= 3 && shouting(u.original);
    boolean etf = CryptoRule.etf(u);
    // onlyNames reads the whole message: worked out once, and only when a rule needs it
    Boolean onlyNames = null;
    for (int wi = 0; wi < u.words.size(); wi++) {
      String w = u.words.get(wi);
      if (inIndex.contains(wi) || shouting && !Lexicon.LOWER_TICKERS.contains(w)) {
        continue; // "JEG BESTO LAPPEN!!": a message in capitals is no list of tickers
      }
      if (w.startsWith("$") && ticker(w, 1) && !SHELL_VARIABLES.contains(w.substring(1))) {
        add(subjects, w.substring(1));
        continue;
      }
      if (CryptoRule.cashtag(w)
          && !w.substring(1).equals(w.substring(1).toUpperCase(Locale.ROOT))
          && Coins.bySymbol(w.substring(1).toUpperCase(Locale.ROOT)).isEmpty()) {
        // "$tsla", "$gme today": a cashtag in lower case
        add(subjects, w.substring(1).toUpperCase(Locale.ROOT));
        continue;
      }
      String upperW = w.toUpperCase(Locale.ROOT);
      if (!shopping
          && !w.equals(upperW)
          && Lexicon.LOWER_TICKERS.contains(upperW)
          && (context || u.words.size() <= 3)
          && Coins.bySymbol(upperW).isEmpty()) {
        add(subjects, upperW);
        continue;
      }
      if (shopping || !ticker(w, 0) || w.length() < 2 && (!context || startsAName(u, wi))) {
        continue;
      }
      if (Lexicon.NOT_TICKERS.contains(w)
          || NewsRule.storyAfter(u, wi)
          || CurrencyRule.isCode(w)
          || indexWord(w)
          || Lexicon.COMPANIES.containsKey(w.toLowerCase(Locale.ROOT))) {
        continue;
      }
      // a coin's symbol, or its name in capitals ("MATIC", POL's old name): no ticker
      boolean coin = Coins.bySymbol(w).isPresent() || Coins.byName(w).isPresent();
      if (coin && !Lexicon.CRYPTO_ETFS.contains(w)) {
        continue;
      }
      if (!context && !Lexicon.CRYPTO_ETFS.contains(w) && onlyNames == null) {
        onlyNames = onlyNames(u);
      }
      if (context || Lexicon.CRYPTO_ETFS.contains(w) || onlyNames) {
        add(subjects, w);
      }
    }
    if (!context && onlyNames == null) {
      onlyNames = onlyNames(u);
    }
    if ((context || onlyNames) && mayNameACompany(u)) {
      for (Map.Entry<String, String> c : Lexicon.COMPANIES.entrySet()) {
        if (u.hasOrPossessive(c.getKey())) {
          add(subjects, c.getValue());
        }
      }
    } else if (mayNameACompany(u) && (dayMove || checkOnly(u, PADDED_COMPANIES))) {
      // "has norsk hydro moved today", "check Kongsberg for me": a company the lexicon knows, not
      // as a place ("gikk det bra i Kongsberg i dag" is the town)
      for (Map.Entry<String, String> c : Lexicon.COMPANIES.entrySet()) {
        if (namedNotAsPlace(u, c.getKey())) {
          add(subjects, c.getValue());
        }
      }
    }
    for (int i = 1; i < u.words.size(); i++) {
      String w = u.lowerWords.get(i);
      if ((w.equals("stock") || w.equals("stocks"))
          && i + 1 < u.words.size()
          && NOT_SHARES_AFTER.contains(u.lowerWords.get(i + 1))) {
        continue; // "should we stock up on canned food": the verb, and "we" names no company
      }
      boolean tradingAt =
          w.equals("trading") && i + 1 < u.words.size() && u.lowerWords.get(i + 1).equals("at");
      if (marketFigure(u, i) && (!u.allLower || knownCompany(u.lowerWords.get(i - 1)))) {
        // "Apple's share price", "Intel's market cap", "Teslas markedsverdi": a company's market
        // figure after its name; in lower case only after a company the lexicon knows
        addName(subjects, u.allLower ? u.words.get(i - 1) : u.nameBefore(i - 1, 3, Lexicon.STOPS));
      } else if ((AFTER_NAME.contains(w) || tradingAt) && !u.allLower) {
        addName(subjects, u.nameBefore(i - 1, 3, Lexicon.STOPS));
      } else if ((AFTER_NAME.contains(w) || tradingAt)
          && lowerName(u, i - 1, context)
          && !partOfKnown(u, i - 1)) {
        // "coinbase stock price", "nel aksje?", "shell trading at": one word before a stock word,
        // written in lower case; the source resolves it, and a name it does not know is no subject
        addName(subjects, u.words.get(i - 1));
      }
    }
    for (String p : BEFORE_NAME_SET.in(u.padded()) ? BEFORE_NAME : List.<String>of()) {
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

  /**
   * Words that stand before "stock", "shares" or "aksje" in ordinary talk without naming a company:
   * "chicken stock", "in stock", "penny stocks", "tech shares", "kjøpe aksjer".
   */
  private static final Set<String> NOT_COMPANY_WORDS = WordLists.set("StockRule.NOT_COMPANY_WORDS");

  /**
   * Whether the word ends a known company's name of several words ("aker bp", "kongsberg gruppen").
   */
  private static boolean partOfKnown(Utterance u, int i) {
    for (int from = Math.max(0, i - 2); from < i; from++) {
      if (Lexicon.COMPANIES.containsKey(String.join(" ", u.lowerWords.subList(from, i + 1)))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the word at {@code i} of an all-lower-case stock question may be a company's name. */
  private static boolean lowerName(Utterance u, int i, boolean context) {
    if (i < 0 || !u.allLower) {
      return false;
    }
    String w = u.lowerWords.get(i);
    if (w.length() < 2
        || NOT_COMPANY_WORDS.contains(w)
        || Lexicon.STOPS.contains(w)
        || Lexicon.STOCK_WORDS.contains(w)
        || Lexicon.PRICE_WORDS.contains(w)
        || !Character.isLetter(w.charAt(0))) {
      return false;
    }
    // a stock question: a price word, a question, or a message of a few words
    return context
        && (u.hasAnyWord(Lexicon.PRICE_WORDS)
            || u.hasAnyPhrase(Lexicon.PRICE_PHRASES)
            || u.original.strip().endsWith("?")
            || u.words.size() <= 4);
  }

  /**
   * Whether the words from {@code i} name a company's market figure: "share price", "share prices",
   * "market cap", "market value", "markedsverdi", "markedsverdien".
   */
  private static boolean marketFigure(Utterance u, int i) {
    String w = u.lowerWords.get(i);
    if (w.equals("markedsverdi") || w.equals("markedsverdien")) {
      return true;
    }
    if (i + 1 >= u.words.size()) {
      return false;
    }
    String next = u.lowerWords.get(i + 1);
    return w.equals("share") && (next.equals("price") || next.equals("prices"))
        || w.equals("market") && (next.equals("cap") || next.equals("value"));
  }

  /** Whether a lower-case word is a company the lexicon knows, possessive or genitive aside. */
  private static boolean knownCompany(String lower) {
    String name = possessiveless(lower);
    return Lexicon.COMPANIES.containsKey(name)
        || name.endsWith("s")
            && Lexicon.COMPANIES.containsKey(name.substring(0, name.length() - 1));
  }

  private static String possessiveless(String raw) {
    for (String end : List.of("'s", "\u2019s", "'", "\u2019")) {
      if (raw.endsWith(end)) {
        return raw.substring(0, raw.length() - end.length());
      }
    }
    return raw;
  }

  private static void addName(Map<String, String> subjects, String raw) {
    // "Apple's shares": the name without its possessive ending
    String name = possessiveless(raw);
    // "Apples aksjekurs", "Equinors aksje": the Norwegian genitive of a company the lexicon knows
    String lowerName = name.toLowerCase(Locale.ROOT);
    if (lowerName.endsWith("s")
        && !Lexicon.COMPANIES.containsKey(lowerName)
        && Lexicon.COMPANIES.containsKey(lowerName.substring(0, lowerName.length() - 1))) {
      name = name.substring(0, name.length() - 1);
    }
    if (name.isEmpty()
        || Lexicon.NOT_TICKERS.contains(name.toUpperCase(Locale.ROOT))
        || INDICES.containsKey(name.toLowerCase(Locale.ROOT))) {
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

  /** Whether a one-letter word begins a name: "Y Combinator", "X Corp", "F Secure". */
  private static boolean startsAName(Utterance u, int i) {
    if (i + 1 >= u.words.size()) {
      return false;
    }
    String next = u.words.get(i + 1);
    return next.length() > 1
        && Character.isUpperCase(next.charAt(0))
        && !Character.isUpperCase(next.charAt(1));
  }

  /** Whether the message is only tickers or company names joined by "and". */
  private static boolean onlyNames(Utterance u) {
    String rest = u.padded();
    for (String padded : mayNameACompany(u) ? PADDED_COMPANIES : List.<String>of()) {
      if (rest.contains(padded)) {
        rest = rest.replace(padded, " ");
      }
    }
    for (int at = 0, end; at < rest.length(); at = end + 1) {
      end = rest.indexOf(' ', at);
      if (end < 0) {
        end = rest.length();
      }
      if (end == at) {
        continue;
      }
      String w = rest.substring(at, end);
      if (JOINERS.contains(w) || Coins.byName(w).isPresent()) {
        continue; // "AAPL and bitcoin": the coin is crypto's, the rest still only names
      }
      String upper = w.toUpperCase(Locale.ROOT);
      boolean tickerAsWritten = u.words.contains(upper) && ticker(upper, 0);
      if (!tickerAsWritten || Lexicon.NOT_TICKERS.contains(upper)) {
        return false;
      }
    }
    return true;
  }
}

package dev.vex.grounding.intent;

import java.util.List;

/**
 * The forms of a question that say it is about a subject, not its live figure, in English and
 * Norwegian: who made or founded it, its history, what it is or means, how it works, why, a past
 * year or "ever". Such a question is a mention unless it also says now (today, right now, nå, i
 * dag, tomorrow): "why is bitcoin down today" is left to the model of {@link AskModel}.
 */
final class AskCues {
  private static final List<String> MENTION =
      List.of(
          "who created",
          "pegged to",
          "pegged against",
          "knyttet til",
          "who invented",
          "who founded",
          "who made",
          "who owns",
          "who started",
          "who designed",
          "who discovered",
          "who came up with",
          // a thought experiment, not a figure: "tenk om bitcoin når 10 millioner kroner"
          "what if",
          "imagine if",
          "tenk om",
          "tenk hvis",
          "hva hvis",
          // a thanks that closes the subject: "perfect, that's all i needed about the btc price"
          "that's all i needed",
          "thats all i needed",
          "det var alt jeg trengte",
          "came up with the name",
          "hvem kom på",
          // how a figure is set, not the figure: "who decides the dollar rate", "hvem bestemmer
          // dollarkursen"
          "who decides",
          "who sets",
          "who determines",
          "hvem bestemmer",
          "hvem setter",
          // a price at the start, not now: "what was ethereum's ico price"
          "ico price",
          "ico-pris",
          "ico-prisen",
          "launch price",
          // the listing, not now: "how much was tesla stock at its ipo", "når gikk apple på børs"
          "ipo",
          "ipo-pris",
          "went public",
          "gikk på børs",
          "børsnotert",
          "børsnoteringen",
          // a purpose, not a figure: "what's polkadot trying to do"
          "trying to do",
          "initial price",
          "original price",
          // the past of a price: "Apple's share price history"
          "history",
          // how it came to be: "how did Apple's share price get so high", "hvordan ble X så høy"
          "get so high",
          "got so high",
          "get so big",
          "got so big",
          "get so expensive",
          "got so expensive",
          "become so ",
          "ble så høy",
          "ble så dyr",
          "ble så stor",
          "bli så høy",
          "bli så dyr",
          "history of",
          "the history",
          "explain",
          "what is a ",
          "what is an ",
          "what's a ",
          "whats a ",
          "what's an ",
          "whats an ",
          "what are ",
          "what does",
          "what do you think",
          "how does",
          "how do you think",
          "how is the temperature",
          "why is",
          "why are",
          "why does",
          "why do",
          "why did",
          "meaning of",
          "define ",
          "definition",
          "difference between",
          "used to",
          "ever ",
          "ever?",
          "of all time",
          "record ",
          "record?",
          "average",
          "typical",
          "usually",
          "used for",
          "stand for",
          "stands for",
          "brukt til",
          "brukes til",
          "står for",
          // the climate of a year, not the weather now: "how much does it rain in Bergen per year"
          "per year",
          "a year",
          "times a year",
          "days a year",
          "is it normal",
          "er det normalt",
          "is it common",
          "is it usual",
          "is it unusual",
          "how common",
          "er det vanlig",
          "er det vanleg",
          "er det uvanlig",
          "a year?",
          "each year",
          "every year",
          "annually",
          "annual",
          "per år",
          "i året",
          "hvert år",
          "i løpet av et år",
          "årlig",
          "normally",
          "in general",
          "hvem laget",
          "hvem lagde",
          "hvem oppfant",
          "hvem skapte",
          // the weather told in the past: "været var fantastisk på Lofoten i sommer"
          "været var",
          "været har vært",
          "vêret var",
          "the weather was",
          "the weather has been",
          "hvem skapt",
          "kven laga",
          "kven fann opp",
          "hvem grunnla",
          "hvem startet",
          "hvem eier",
          "hvem fant opp",
          "historien",
          "historie",
          "forklar",
          "hva er en ",
          "hva er et ",
          "hva er ei ",
          "hva betyr",
          "hvordan fungerer",
          "hvordan virker",
          "hvorfor",
          "forskjellen på",
          "forskjell på",
          "noensinne",
          "rekord",
          "gjennomsnitt",
          "vanligvis",
          "pleier",
          "generelt",
          // the climate, not the weather: "does it rain a lot in …", "snør det mye i …"
          "rain a lot",
          "rains a lot",
          "snow a lot",
          "snows a lot",
          "a lot of rain",
          "a lot of snow",
          "regner det mye",
          "snør det mye",
          "regner mye",
          "snør mye",
          // the technology of a coin or a market, not its price: "the bitcoin halving", "the
          // whitepaper", "gas fee på ethereum"
          "halving",
          "whitepaper",
          "white paper",
          "blockchain",
          "blokkjede",
          "gas fee",
          "gas fees",
          "smart contract",
          "smart contracts",
          "mining",
          // the hardware, not the coin: "what does a bitcoin miner cost"
          "miner ",
          "miners",
          "wallet ",
          "wallets",
          "utvinning",
          // a season is the climate: "is it cold in Moscow in winter?", "regner det om høsten?"
          "in winter ",
          "in summer ",
          "in the winter ",
          "in the summer ",
          "in spring ",
          "in autumn ",
          "in the fall ",
          "om vinteren ",
          "om sommeren ",
          "om våren ",
          "om høsten ",
          // advice, not a figure: "is it better to pay in euros or kroner"
          "is it better",
          "er det bedre",
          "er det lurt",
          "should i buy",
          "should i sell",
          "bør jeg kjøpe",
          "bør jeg selge",
          // code about a figure, not the figure: "a function that converts usd to nok", "a
          // websocket client for btc prices"
          "function",
          "funksjon",
          // a script is code ("a bash script that prints the doge price"), an idiom is a phrase
          // ("is it raining cats and dogs an idiom")
          "script",
          "skript",
          "an idiom",
          "et idiom",
          "et uttrykk",
          "unit test",
          "websocket",
          "endpoint",
          "json",
          "regex",
          // a whole word: "SQLite" is a topic of the news, not code about a figure
          "sql ",
          "api",
          "sdk",
          "in python ",
          "in java ",
          "in javascript",
          "in node ",
          "i python ",
          "i java ",
          "this code",
          "my code",
          "koden min",
          "appen min",
          "my app",
          "denne koden");
  private static final List<String> LIVE =
      List.of(
          "right now",
          " now",
          " rn",
          "today",
          "tonight",
          "tomorrow",
          "currently",
          "current ",
          "this week",
          "latest",
          " nå",
          "i dag",
          "idag",
          "i kveld",
          "i morgen",
          "imorgen",
          "akkurat nå",
          "siste",
          "for øyeblikket",
          "last result",
          "last match",
          "last game",
          "last night",
          "yesterday",
          "i går",
          "igår",
          "next ",
          "neste ");

  /** Phrases that ask for a match's live data whatever else the message says. */
  private static final List<String> MATCH_ASK =
      List.of(
          "last result",
          "latest result",
          "last match",
          "last game",
          "next match",
          "next game",
          "next fixture",
          "next premier league",
          "next league",
          "next home game",
          "next away game",
          "kick off",
          "kick-off",
          "kickoff",
          "siste resultat",
          "siste kamp",
          "neste kamp",
          "avspark",
          // when it starts or how it went, of a team the rules found
          "what time is the",
          "what's the score",
          "whats the score",
          "the score in",
          "stillingen i",
          "hva står det i kampen",
          "what time does the",
          "when is the next",
          "when's the next",
          "whens the next",
          "who won the",
          "hva ble det",
          "når starter kampen",
          "når er kampen",
          "hvem vant kampen");

  private AskCues() {}

  /** Whether the message asks for a match's result or next fixture in so many words. */
  static boolean matchAsk(Utterance u) {
    String padded = u.padded();
    for (String m : MATCH_FORMS) {
      if (padded.contains(m)) {
        return true;
      }
    }
    return false;
  }

  /** The phrases as they are looked for in the message padded with spaces, built once. */
  private static final List<String> LIVE_FORMS = forms(LIVE, true);

  private static final List<String> MENTION_FORMS = forms(MENTION, false);

  private static final List<String> MATCH_FORMS = spaced(MATCH_ASK);

  /**
   * The lists above and below as sets looked for in one pass each ({@link Phrases}): the same
   * answers as a {@code contains} per phrase, which read a message hundreds of times per turn
   * (#23).
   */
  private static final Phrases LIVE_SET = Phrases.of(LIVE_FORMS);

  private static final Phrases MENTION_SET = Phrases.of(MENTION_FORMS);

  /** Each phrase with a space before it; a loop, not a stream: it runs at class initialisation. */
  private static List<String> spaced(List<String> phrases) {
    List<String> out = new java.util.ArrayList<>(phrases.size());
    for (String m : phrases) {
      out.add(" " + m);
    }
    return java.util.Collections.unmodifiableList(out);
  }

  private static List<String> forms(List<String> phrases, boolean live) {
    List<String> out = new java.util.ArrayList<>();
    for (String p : phrases) {
      if (live) {
        out.add(p.startsWith(" ") ? p + " " : p);
        if (p.startsWith(" ")) {
          out.add(p + "?");
        }
      } else {
        out.add(" " + p);
        out.add(" " + p.strip() + " ");
      }
    }
    return List.copyOf(out);
  }

  /**
   * "What's a good recipe for …", "what is a Canadian dollar worth": a request for a recommendation
   * or a value, though it begins as a definition does.
   */
  private static final List<String> NOT_DEFINITIONS =
      List.of(
          " what is a good ",
          " what's a good ",
          " whats a good ",
          " hva er en god ",
          " hva er et godt ",
          " worth ",
          " worth? ",
          " verdt ",
          " verdt? ",
          // what goes into a dish: "what are the ingredients in tom yum soup"
          " the ingredients ",
          " ingrediensene ");

  /**
   * "How far below its record is bitcoin", "hvor langt er ethereum under rekorden": the distance
   * from the record now, which the words "record" and "rekord" would make a mention.
   */
  private static final List<String> FROM_THE_RECORD =
      List.of(
          " below its record",
          " below the record",
          " from its record",
          " off its record",
          " from the record",
          " under rekorden",
          " fra rekorden",
          " unna rekorden");

  private static final Phrases NOT_DEFINITIONS_SET = Phrases.of(NOT_DEFINITIONS);

  private static final Phrases FROM_THE_RECORD_SET = Phrases.of(FROM_THE_RECORD);

  /**
   * The mention forms that only begin the value questions of {@link #priceVerb}, {@link
   * #conversion}.
   */
  private static final java.util.Set<String> HEADS =
      java.util.Set.of(
          "what does",
          "what is a",
          "what is an",
          "what's a",
          "what's an",
          "whats a",
          "whats an",
          "hva er en",
          "hva er et",
          "hva er ei");

  /**
   * {@link #MENTION_FORMS} but the heads of a value question ({@link #HEADS}), made on first use:
   * the common question never needs it, and a fresh JVM's first turn would pay for the tree.
   */
  private static final class NotHeads {
    static final Phrases SET = notHeads();

    private static Phrases notHeads() {
      List<String> out = new java.util.ArrayList<>();
      for (String m : MENTION_FORMS) {
        if (!HEADS.contains(m.strip())) {
          out.add(m);
        }
      }
      return Phrases.of(out);
    }
  }

  /** Places no weather source covers: "the weather on Mars", "temperaturen på månen". */
  private static final List<String> OFF_EARTH =
      List.of(
          " on mars ",
          " on venus ",
          " on jupiter ",
          " on saturn ",
          " on neptune ",
          " on uranus ",
          " on pluto ",
          " on mercury ",
          " on titan ",
          " on the moon ",
          " on the sun ",
          " in space ",
          " on other planets ",
          " on another planet ",
          " på månen ",
          " på venus ",
          " på jupiter ",
          " på saturn ",
          " i verdensrommet ",
          " på andre planeter ");

  private static boolean offEarth(String padded) {
    if (!padded.contains(" on ") && !padded.contains(" på ") && !padded.contains(" i")) {
      return false;
    }
    for (String p : OFF_EARTH) {
      if (padded.contains(p)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the question's form says it is about the subject, not its live figure. */
  static boolean mention(Utterance u) {
    String padded = u.padded();
    if (buyingAdvice(padded) || offEarth(padded) || listing(padded) || termOfACoin(u)) {
      return true;
    }
    if (LIVE_SET.in(padded)) {
      return false;
    }
    if (NOT_DEFINITIONS_SET.in(padded) || FROM_THE_RECORD_SET.in(padded)) {
      return past(u, padded);
    }
    if (priceVerb(u) || conversion(u)) {
      // the head ("what does", "what is a") is not a mention here, any other form still is:
      // "what does a bitcoin miner cost" asks the price of hardware
      return NotHeads.SET.in(padded) || past(u, padded);
    }
    return past(u, padded) || definition(u) || MENTION_SET.in(padded);
  }

  /** Who needs it in a question of a rule: anyone, not a named subject ("do you need"). */
  private static final java.util.Set<String> NEEDERS =
      java.util.Set.of(
          "you", "i", "we", "one", "they", "people", "u", "ya", "man", "du", "jeg", "en", "vi",
          "dere", "de", "folk", "eg", "ein", "me");

  /** An article before a noun that needs it: "does a team need", "trenger et lag". */
  private static final java.util.Set<String> ARTICLES = java.util.Set.of("a", "an", "et", "ei");

  /**
   * What the need is for: "to downvote", "before you can", "for å rykke opp", "før man", "til å"
   * ("til" alone names a dish or a thing: "til bananbrød").
   */
  private static final java.util.Set<String> PURPOSE =
      java.util.Set.of("to", "before", "for", "in", "until", "till", "før", "til");

  /**
   * Words after the need that make the amount a price or a rate: "how much do I need to buy one
   * bitcoin", "hvor mye trenger jeg for å kjøpe en aksje i Equinor", "to afford".
   */
  private static final java.util.Set<String> BUYING =
      java.util.Set.of(
          "buy",
          "purchase",
          "afford",
          "invest",
          "exchange",
          "convert",
          "swap",
          "kjøpe",
          "kjøpa",
          "investere",
          "veksle",
          "råd",
          "kjøp");

  /** Words of now or soon: a need then may hang on the live figure ("layers … tonight"). */
  private static final List<String> NOW_OR_SOON =
      List.of(
          " now ",
          " nå ",
          " today ",
          " tonight ",
          " tomorrow ",
          " currently ",
          " i dag ",
          " idag ",
          " i kveld ",
          " i morgen ",
          " imorgen ",
          " this weekend ",
          " i helga ");

  /**
   * A question of what a rule or a threshold requires, not of a live figure (#21, session 25): "how
   * much karma do you need before you can downvote on Hacker News?", "how many wins does it take to
   * make the playoffs", "what does it take to", "hvor mange poeng må du ha for å rykke opp", "hvor
   * mye snø trenger man for å", "hva skal til for å". Not when what is needed buys or changes
   * something, whose amount hangs on the live price ("how much do I need to buy one bitcoin?", "how
   * many kroner do I need for 100 euros?", "hvor mye trenger jeg for å kjøpe en aksje i Equinor?"),
   * when a named subject needs it ("how many points does Arsenal need"), or when a word of now or
   * soon follows. Read by the gate ({@link #aboutIt}), not by the ask model's tables. Linear in the
   * message's words.
   */
  static boolean requirement(Utterance u) {
    List<String> w = u.lowerWords;
    int n = w.size();
    int need = -1;
    for (int i = 0; i + 3 < n && need < 0; i++) {
      String a = w.get(i);
      String b = w.get(i + 1);
      if (a.equals("what") && (b.equals("does") || b.equals("would") || b.equals("did"))) {
        // "what does it take to …"
        if (w.get(i + 2).equals("it") && w.get(i + 3).equals("take")) {
          need = i + 4;
        }
      } else if (a.equals("hva")
          && (b.equals("skal") || b.equals("må") || b.equals("kreves") || b.equals("krevs"))) {
        // "hva skal til for å …", "hva må til for å", "hva kreves for å"
        need = b.equals("kreves") || b.equals("krevs") ? i + 2 : til(w, i + 2);
      } else if ((a.equals("how") && (b.equals("much") || b.equals("many")))
          || (a.equals("hvor") && (b.equals("mye") || b.equals("mange")))) {
        need = needAfter(w, i + 2);
      }
    }
    if (need < 0 || need >= n || !PURPOSE.contains(w.get(need))) {
      return false;
    }
    if (w.get(need).equals("til") && (need + 1 >= n || !w.get(need + 1).equals("å"))) {
      return false; // "hvor mye mel trenger jeg til bananbrød": an amount for a dish
    }
    for (int k = need; k < n; k++) {
      String x = w.get(k);
      if (BUYING.contains(x)) {
        return false;
      }
      // "for 100 euros", "for 1 btc": an amount of money or a coin, a rate
      if (x.equals("for")
          && k + 1 < n
          && !w.get(k + 1).isEmpty()
          && Character.isDigit(w.get(k + 1).charAt(0))) {
        return false;
      }
    }
    String padded = u.padded();
    for (String s : NOW_OR_SOON) {
      if (padded.contains(s)) {
        return false;
      }
    }
    return true;
  }

  /** The index after "til" at {@code i} ("hva skal til for å"), or -1. */
  private static int til(List<String> w, int i) {
    return i < w.size() && w.get(i).equals("til") ? i + 1 : -1;
  }

  /**
   * After "how much X" / "hvor mange X": the index of the word after a need by anyone ("do you
   * need", "does a team need", "does it take", "is needed", "trenger man", "må du ha", "kreves",
   * "trengs", "skal til"), looked for within six words; else -1.
   */
  private static int needAfter(List<String> w, int from) {
    int n = w.size();
    for (int j = from; j < n && j < from + 6; j++) {
      String x = w.get(j);
      if ((x.equals("do") || x.equals("does") || x.equals("would") || x.equals("should"))
          && j + 2 < n) {
        String who = w.get(j + 1);
        if (who.equals("it") && w.get(j + 2).equals("take")) {
          return j + 3;
        }
        if (NEEDERS.contains(who) && w.get(j + 2).equals("need")) {
          return j + 3;
        }
        if (ARTICLES.contains(who) && j + 3 < n && w.get(j + 3).equals("need")) {
          return j + 4;
        }
        return -1;
      }
      if ((x.equals("is") || x.equals("are"))
          && j + 1 < n
          && (w.get(j + 1).equals("needed") || w.get(j + 1).equals("required"))) {
        return j + 2;
      }
      if (x.equals("kreves") || x.equals("trengs") || x.equals("krevs")) {
        return j + 1;
      }
      if (x.equals("skal") && j + 1 < n && w.get(j + 1).equals("til")) {
        return j + 2;
      }
      if ((x.equals("trenger") || x.equals("treng")) && j + 1 < n) {
        String who = w.get(j + 1);
        if (NEEDERS.contains(who)) {
          return j + 2;
        }
        if (ARTICLES.contains(who) && j + 2 < n) {
          return j + 3;
        }
        return -1;
      }
      if (x.equals("må") && j + 2 < n && NEEDERS.contains(w.get(j + 1))) {
        // "må du ha for å", "må man ha før"
        return w.get(j + 2).equals("ha") ? j + 3 : -1;
      }
    }
    return -1;
  }

  /** Words of a name: "heter den ikke POL nå?", "is it called POL now". */
  private static final java.util.Set<String> NAME_WORDS =
      java.util.Set.of(
          "heter", "het", "called", "name", "named", "navn", "navnet", "kalles", "renamed");

  /** Words that name a price, which keep a question with a word of a name an ask. */
  private static final java.util.Set<String> PRICE_NAMES =
      java.util.Set.of(
          "price", "prices", "pris", "prisen", "kurs", "kursen", "worth", "verdt", "value", "verdi",
          "verdien", "cost", "costs", "koster", "trading", "quote", "rate", "market");

  /** "oh wait it's POL now, right?", "den er POL nå, ikke sant?": which name a coin goes by. */
  private static final java.util.regex.Pattern IT_IS_NOW =
      java.util.regex.Pattern.compile(
          "(?:(?:oh|wait|so|ok|okay|and|but|ah|hmm|å|og|men|vent)[ ,.]+)*"
              + "(?:it's|it’s|its|it is|is it|den er|er den|det er|er det) (\\S+) (?:now|nå)"
              + "(?:,? (?:right|ikke sant|sant|eller|or))?\\s*\\??");

  /**
   * Whether the message asks which name a coin goes by, not its price (#21, session 24; read by the
   * gate, {@link #aboutIt}, not by the ask model's tables): a word of a name beside a coin ("heter
   * den ikke POL nå?", "is it called POL now?"), or "it's POL now, right?"; a word of a price keeps
   * it an ask ("what's the price of the coin called POL").
   */
  static boolean coinName(Utterance u) {
    if (u.hasAnyWord(NAME_WORDS)) {
      return !u.hasAnyWord(PRICE_NAMES)
          && !priceVerb(u)
          && !Lexicon.valueAt(u)
          && !CryptoRule.coins(u).isEmpty();
    }
    if (!u.hasAnyWord(NOW_WORDS)) {
      return false;
    }
    java.util.regex.Matcher m = IT_IS_NOW.matcher(u.lower.strip());
    return m.matches()
        && (dev.vex.grounding.internal.Coins.byName(m.group(1)).isPresent()
            || dev.vex.grounding.internal.Coins.bySymbol(m.group(1)).isPresent());
  }

  private static final java.util.Set<String> NOW_WORDS = java.util.Set.of("now", "nå");

  static final java.util.regex.Pattern TERM_IN =
      java.util.regex.Pattern.compile(
          "^(?:what is|what's|whats|hva er|ka e|kva er) (\\p{L}[\\p{L} -]{1,40}?) (?:in|i|på) (\\p{L}+)\\s*[?.!]*$");

  /** Words of a figure: "what is the price in bitcoin" asks one. */
  private static final java.util.Set<String> FIGURE_WORDS =
      java.util.Set.of(
          "price", "prices", "pris", "prisen", "kurs", "kursen", "value", "verdi", "verdien",
          "rate", "worth", "cap", "volume", "supply");

  /** {@link #TERM_IN}'s heads, each with the space after it. */
  private static final String[] TERM_HEADS = {
    "what is ", "what's ", "whats ", "hva er ", "ka e ", "kva er "
  };

  /**
   * What {@link #TERM_IN} cannot match without, checked before running it (#23): a message that
   * begins with one of its heads and holds " in ", " i " or " på ". The common question ("what is
   * the bitcoin price?") lacks the second and never runs the expression.
   */
  static boolean mayBeATermIn(String lower) {
    boolean head = false;
    for (String h : TERM_HEADS) {
      head |= lower.startsWith(h);
    }
    return head && (lower.contains(" in ") || lower.contains(" i ") || lower.contains(" på "));
  }

  /**
   * "what is gas in ethereum?", "hva er proof of work i bitcoin?": a term of a coin's workings, a
   * definition, not its figure (no amount, no figure word; the coin last).
   */
  private static boolean termOfACoin(Utterance u) {
    if (u.lower.length() > 80 || !mayBeATermIn(u.lower)) {
      return false;
    }
    java.util.regex.Matcher m = TERM_IN.matcher(u.lower);
    if (!m.find()) {
      return false;
    }
    for (String w : m.group(1).split("[ -]+")) {
      if (FIGURE_WORDS.contains(w) || ONE_UNIT.contains(w)) {
        return false;
      }
    }
    String coin = m.group(2);
    return dev.vex.grounding.internal.Coins.byName(coin).isPresent()
        || dev.vex.grounding.internal.Coins.bySymbol(coin.toUpperCase(java.util.Locale.ROOT))
            .isPresent();
  }

  /**
   * When a company was listed, the name between the words: "når gikk norsk hydro på børs", "when
   * did Spotify go public".
   */
  private static boolean listing(String padded) {
    return padded.startsWith(" når gikk ") && padded.contains(" på børs")
        || padded.startsWith(" when did ") && padded.contains(" go public")
        || extremeOfAPastStretch(padded);
  }

  private static final List<String> EXTREME_CLOSES =
      List.of(
          " lowest close",
          " highest close",
          " lowest closing",
          " highest closing",
          " laveste slutt",
          " høyeste slutt",
          " laveste sluttkurs",
          " høyeste sluttkurs");

  private static final List<String> PAST_STRETCHES =
      List.of(
          " in that ",
          " that stretch",
          " that period",
          " that week",
          " that month",
          " during ",
          " i den perioden",
          " den uka",
          " den uken",
          " den måneden");

  /**
   * "lowest close of the SP500TR in that stretch?": the extreme close of a past stretch the
   * conversation named, read from the chart, not the live figure.
   */
  private static boolean extremeOfAPastStretch(String padded) {
    boolean extreme = false;
    for (String e : EXTREME_CLOSES) {
      extreme |= padded.contains(e);
    }
    if (!extreme) {
      return false;
    }
    for (String p : PAST_STRETCHES) {
      if (padded.contains(p)) {
        return true;
      }
    }
    return false;
  }

  /** Who is behind a thing or computes it: "hva er Solana og hvem står bak?". */
  private static final List<String> WHO_BEHIND =
      List.of(
          " hvem står bak",
          " who is behind",
          " who's behind",
          " who calculates",
          " hvem beregner",
          " hvem regner ut");

  /**
   * Make-believe, a thing's name and two teams' meetings gone by, each with a space on both sides
   * (#21, sessions 23 and 24): "hva om Norge vant VM", "why did MATIC change its name to POL", "når
   * byttet MATIC navn", "hvem vant sist de møttes?".
   */
  private static final List<String> ABOUT_IT =
      List.of(
          " hva om ",
          " kva om ",
          " kva viss ",
          " change its name ",
          " changed its name ",
          " changing its name ",
          " renamed ",
          " rebranded ",
          " byttet navn ",
          " bytta navn ",
          " skiftet navn ",
          " endret navn ",
          " heter den ikke ",
          " het den ikke ",
          // the two sides' meetings gone by, not a team's last match: "hvem vant sist de møttes?"
          " sist de møttes ",
          " sist de møtte hverandre ",
          " forrige gang de møttes ",
          " last time they met ",
          " last time they played each other ",
          " last time these two met ");

  /**
   * Forms that ask about a subject, not its live figure, read by the gate after {@link
   * #mention(Utterance)} and kept out of it, so the ask model is trained on the same rows as before
   * them (#21, session 18): a hypothetical ("if bitcoin hit a million dollars, what would my 0.1
   * btc be worth"), the name then what it is ("Dow Jones - what is it and who calculates it?"),
   * what it is made of ("what's the S&P 500 made of"), who is behind it.
   */
  static boolean aboutIt(Utterance u) {
    if (hypothetical(u) || coinName(u) || requirement(u)) {
      return true;
    }
    String padded = u.padded();
    for (String f : ABOUT_IT) {
      if (padded.contains(f)) {
        return true;
      }
    }
    for (String f : ELSEWHERE) {
      if (padded.contains(f)) {
        return !liveWord(padded);
      }
    }
    for (String f : WHO_BEHIND) {
      if (padded.contains(f + " ")) {
        return true;
      }
    }
    List<String> w = u.lowerWords;
    int n = w.size();
    while (n > 0 && DEFINITION_TAILS.contains(w.get(n - 1))) {
      n--;
    }
    // "Dow Jones - what is it and who calculates it?", "Solana, hva er det?": the name, then
    // what it is
    for (int j = 1; j < n - 1 && j < 6; j++) {
      String two = w.get(j) + " " + w.get(j + 1);
      String three = j + 2 < n ? two + " " + w.get(j + 2) : "";
      if (WHAT_IS_IT.contains(three)) {
        return !liveTail(w, j + 3);
      }
      if (WHAT_IS_IT.contains(two)) {
        return !liveTail(w, j + 2);
      }
    }
    // "what's the S&P 500 made of", "hva er OBX laget av": what it is made of
    if (n > 3 && MADE_OF.contains(w.get(n - 2) + " " + w.get(n - 1))) {
      for (List<String> head : WHAT_IS) {
        if (startsWith(w, head)) {
          return !liveTail(w, head.size());
        }
      }
    }
    return false;
  }

  /**
   * Forms that put the subject in a game, a poem or song, or beside another thing to tell them
   * apart (#21, session 20): "how do I make it rain in Minecraft", "skriv et dikt om snø i Tromsø",
   * "what's the song weather with you about", "nasdaq vs nyse difference", "is the dow jones the
   * same as the stock market". Unless a word of now follows ("today", "nå").
   */
  private static final List<String> ELSEWHERE =
      List.of(
          " in minecraft",
          " i minecraft",
          " in the game",
          " i spillet",
          " a poem",
          " et dikt",
          " ett dikt",
          " a haiku",
          " the song ",
          " sangen ",
          " lyrics",
          " the same as ",
          " the same thing as ",
          " det samme som ",
          " difference?",
          " difference ",
          " forskjellen ");

  private static boolean liveWord(String padded) {
    return LIVE_SET.in(padded);
  }

  private static final java.util.Set<String> IF = java.util.Set.of("if", "hvis", "dersom", "viss");

  private static final java.util.Set<String> WOULD =
      java.util.Set.of("would", "would've", "wouldn't", "ville", "hadde", "villa", "skulle");

  /**
   * "if bitcoin hit a million dollars, what would my 0.1 btc be worth", "hvis bitcoin gikk til en
   * million dollar, hva ville 0,1 btc vært verdt": a figure in a world supposed, not the live one.
   */
  static boolean hypothetical(Utterance u) {
    if (u.lower.startsWith("would you rather ")
        || u.lower.startsWith("ville du heller ")
        || u.lower.startsWith("ville du helst ")
        || u.lower.startsWith("vil du heller ")) {
      // "would you rather be rich in dollars or yen": a choice in a game of make-believe
      return true;
    }
    return !u.lowerWords.isEmpty() && IF.contains(u.lowerWords.get(0)) && u.hasAnyWord(WOULD);
  }

  /** A figure of the past: a past year, when a past result happened, the price at the start. */
  private static boolean past(Utterance u, String padded) {
    if (PastYear.in(padded) || PastYear.withPastVerb(u) || whenInThePast(u)) {
      return true;
    }
    return AT_THE_START_SET.in(padded);
  }

  /** "how much was bitcoin worth when it started", "hva kostet den da den kom": the first price. */
  private static final List<String> AT_THE_START =
      List.of(
          " when it started",
          " when it launched",
          " when it began",
          " when it came out",
          " when it first ",
          " when it was launched",
          " when it was created",
          " at launch",
          " at its launch",
          " da den startet",
          " da den kom",
          " da den ble lansert",
          " da det startet",
          " i starten ",
          " in the beginning");

  private static final Phrases AT_THE_START_SET = Phrases.of(AT_THE_START);

  /**
   * How to buy or sell, or whether to: "how do I buy shares in Equinor", "hvordan kjøper man
   * aksjer", "is it smart to buy Nvidia shares now", "lønner det seg å kjøpe … nå". A how-to or
   * advice is no request for the price, even with "now", unless the message also names the price
   * ("should I buy bitcoin now, what's the price?").
   */
  static boolean buyingAdvice(String padded) {
    if (padded.indexOf(" buy") < 0
        && padded.indexOf(" sell") < 0
        && padded.indexOf(" invest") < 0
        && padded.indexOf(" kjøp") < 0
        && padded.indexOf(" selg") < 0
        && padded.indexOf(" investere") < 0) {
      return false;
    }
    boolean advice = false;
    for (String a : BUYING_ADVICE) {
      if (padded.contains(a)) {
        advice = true;
        break;
      }
    }
    if (!advice) {
      return false;
    }
    for (String p : PRICE_NAMED) {
      if (padded.contains(p)) {
        return false;
      }
    }
    return true;
  }

  private static final List<String> BUYING_ADVICE =
      List.of(
          " how do i buy ",
          " how do you buy ",
          " how to buy ",
          " how can i buy ",
          " how does one buy ",
          " how do i sell ",
          " how to sell ",
          " how can i sell ",
          " how do i invest ",
          " how to invest ",
          " how do i start investing",
          " is it smart to buy ",
          " is it wise to buy ",
          " is it a good idea to buy ",
          " is it a good time to buy ",
          " is now a good time to buy ",
          " should i buy ",
          " should i sell ",
          " should i invest ",
          " worth buying",
          " hvordan kjøper ",
          " hvordan kan jeg kjøpe ",
          " hvordan kjøpe ",
          " hvordan selger ",
          " hvordan kan jeg selge ",
          " hvordan investerer ",
          " korleis kjøper ",
          " lønner det seg å kjøpe ",
          " lønner det seg å selge ",
          " er det lurt å kjøpe ",
          " er det smart å kjøpe ",
          " bør jeg kjøpe ",
          " bør jeg selge ",
          " bør jeg investere ",
          " burde jeg kjøpe ");

  /** Words that name the price itself, which keep a buying question an ask. */
  private static final List<String> PRICE_NAMED =
      List.of(
          " price",
          " pris",
          " kurs",
          " cost",
          " koster",
          " quote",
          " trading at",
          " how much",
          " hvor mye",
          " står i",
          " worth?",
          " worth now",
          " verdt");

  /** The verbs of a price after "what does/do X": "cost", "trade at", "sell for", "go for". */
  private static final java.util.Map<String, String> PRICE_VERBS =
      java.util.Map.of(
          "cost", "",
          "costs", "",
          "trade", "at",
          "trading", "at",
          "sell", "for",
          "go", "for",
          "going", "for",
          "come", "to");

  /** Words that may end a question of price after its verb: "in dollars", "these days". */
  private static final java.util.Set<String> PRICE_TAILS =
      java.util.Set.of("in", "i", "these", "days", "nowadays", "anymore", "per", "each");

  /**
   * "What does TRX cost?", "what do Apple shares sell for", "what does dogecoin trade at": a price
   * asked with "what does/do", which otherwise begins a definition ("what does HODL mean"). The
   * verb comes within five words of "does"/"do", and only a currency, "these days" or nothing
   * follows it ("what does it cost to mine a bitcoin" asks a cost, not a price).
   */
  static boolean priceVerb(Utterance u) {
    List<String> w = u.lowerWords;
    if (w.size() < 4
        || !w.get(0).equals("what")
        || !(w.get(1).equals("does") || w.get(1).equals("do"))) {
      return false;
    }
    for (int i = 3; i < w.size() && i <= 7; i++) {
      String prep = PRICE_VERBS.get(w.get(i));
      if (prep == null) {
        continue;
      }
      int at = i + 1;
      if (!prep.isEmpty()) {
        if (at >= w.size() || !w.get(at).equals(prep)) {
          return false;
        }
        at++;
      }
      if (w.size() - at > 2) {
        return false;
      }
      for (int k = at; k < w.size(); k++) {
        if (!PRICE_TAILS.contains(w.get(k)) && !currencyWord(w.get(k))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /**
   * Forms that ask for the live figure though {@link #mention} reads them as a definition (#21,
   * session 20): a recipe of a kind ("what's a quick recipe for fried rice"), the front page's
   * figures ("what are the comment counts on the top stories"). Read by the gate only, so the ask
   * model trains on the rows it trained on before them.
   */
  private static final List<String> ASKED_ANYWAY =
      List.of(
          " a simple recipe ",
          " a quick recipe ",
          " an easy recipe ",
          " a classic recipe ",
          " a traditional recipe ",
          " an authentic recipe ",
          " a healthy recipe ",
          " a nice recipe ",
          " en enkel oppskrift ",
          " ei enkel oppskrift ",
          " en rask oppskrift ",
          " comment counts ",
          " comment count ");

  private static final Phrases ASKED_ANYWAY_SET = Phrases.of(ASKED_ANYWAY);

  /**
   * Whether the form of the question says it is about the subject, as the gate reads it: {@link
   * #mention}, but not a price asked by where it trades ({@link #tradingAt}) nor a form of {@link
   * #ASKED_ANYWAY}.
   */
  static boolean mentionForm(Utterance u) {
    if (!mention(u)) {
      return false;
    }
    if (tradingAt(u) && !past(u, u.padded())) {
      return false;
    }
    String padded = u.padded();
    return !ASKED_ANYWAY_SET.in(padded) || past(u, padded);
  }

  /** A price asked by where a thing trades now: "trading at", "going for", "selling for". */
  private static final java.util.Map<String, String> TRADING =
      java.util.Map.of("trading", "at", "going", "for", "selling", "for", "changing", "hands");

  /**
   * "What are Norsk Hydro shares trading at", "what is the forint trading at vs the euro", "what
   * are shares of Intel going for": a price asked with "what are/is", which otherwise begins a
   * definition (#21, session 20). The verb and its word come from the third to the eighth word, and
   * at most four words follow ("vs the euro", "right now").
   */
  static boolean tradingAt(Utterance u) {
    List<String> w = u.lowerWords;
    if (w.size() < 5
        || !w.get(0).equals("what")
        || !(w.get(1).equals("are") || w.get(1).equals("is"))) {
      return false;
    }
    for (int i = 3; i + 1 < w.size() && i <= 7; i++) {
      String prep = TRADING.get(w.get(i));
      if (prep != null && w.get(i + 1).equals(prep)) {
        return w.size() - (i + 2) <= 4;
      }
    }
    return false;
  }

  /** Currency names beside {@link Lexicon#CURRENCIES}, for the conversion form only. */
  private static final java.util.Set<String> MORE_CURRENCIES =
      java.util.Set.of(
          "yen",
          "pound",
          "pund",
          "franc",
          "francs",
          "franken",
          "krona",
          "kronor",
          "yuan",
          "rupee",
          "rupees",
          "peso",
          "pesos",
          "rand",
          "zloty",
          "lira",
          "won",
          "baht",
          "dollaren",
          "euroen",
          "kronen",
          "kroners",
          "norske",
          "svenske",
          "danske");

  private static boolean currencyWord(String lower) {
    return Lexicon.CURRENCIES.containsKey(lower) || MORE_CURRENCIES.contains(lower);
  }

  private static final java.util.Set<String> ONE_UNIT =
      java.util.Set.of("a", "an", "one", "1", "en", "et", "ett", "ei");

  /**
   * "What is a dollar in euros?", "hva er en euro i kroner": one unit of a currency in another, a
   * conversion, though it begins as a definition does ("what is a …"). Both words must name
   * currencies ("what is a pound in kilograms" is a definition); at most one word (a currency's
   * adjective, "now") follows the second.
   */
  static boolean conversion(Utterance u) {
    List<String> w = u.lowerWords;
    int h;
    if (w.size() >= 5 && w.get(0).equals("what") && w.get(1).equals("is")
        || w.size() >= 5 && w.get(0).equals("hva") && w.get(1).equals("er")) {
      h = 2;
    } else if (w.size() >= 4 && (w.get(0).equals("what's") || w.get(0).equals("whats"))) {
      h = 1;
    } else {
      return false;
    }
    if (!ONE_UNIT.contains(w.get(h)) || !currencyWord(w.get(h + 1))) {
      return false;
    }
    int to = h + 2;
    if (to >= w.size() || !java.util.Set.of("in", "i", "to", "til").contains(w.get(to))) {
      return false;
    }
    int rest = w.size() - to - 1;
    return rest >= 1
        && rest <= 2
        && (currencyWord(w.get(to + 1)) || rest == 2 && currencyWord(w.get(to + 2)));
  }

  private static final List<List<String>> WHAT_IS =
      List.of(
          List.of("what", "is"),
          List.of("what's"),
          List.of("whats"),
          List.of("what", "are"),
          List.of("what", "exactly", "is"),
          List.of("hva", "er"),
          List.of("hva", "e"),
          List.of("va", "e"),
          List.of("hva", "slags"),
          List.of("hvad", "er"),
          List.of("kva", "er"));

  /** Words after "what is …" that ask for a value or a state, not a definition. */
  private static final java.util.Set<String> NOT_DEFINED =
      java.util.Set.of(
          "the",
          "your",
          "my",
          "den",
          "det",
          "de",
          "din",
          "ditt",
          "min",
          "mitt",
          "at",
          "on",
          "worth",
          "price",
          "prices",
          "pris",
          "prisen",
          "kurs",
          "kursen",
          "verdt",
          "trading",
          "koster",
          "doing",
          "up",
          "down",
          "opp",
          "ned",
          "weather",
          "været",
          "vær",
          "temperature",
          "temperaturen",
          "forecast",
          "varsel",
          "score",
          "stillingen",
          "resultat",
          "resultatet",
          "rate",
          // a coin's or company's market figures: "what's ethereum's 24h range"
          "range",
          "cap",
          "volume",
          "supply",
          "circulation",
          "24h",
          "change",
          "aksjekurs",
          "aksjekursen",
          "markedsverdi",
          "markedsverdien",
          "like",
          "in",
          "i",
          "på",
          "mot",
          "vs",
          "against",
          "to");

  /** Words that end a definition question without changing it. */
  private static final java.util.Set<String> DEFINITION_TAILS =
      java.util.Set.of("egentlig", "exactly", "actually", "really", "again", "anyway", "da");

  /** Whether the words begin with the head's words: {@code w.subList(0, h).equals(head)}. */
  private static boolean startsWith(List<String> w, List<String> head) {
    if (w.size() < head.size()) {
      return false;
    }
    for (int k = 0; k < head.size(); k++) {
      if (!w.get(k).equals(head.get(k))) {
        return false;
      }
    }
    return true;
  }

  /**
   * "What is dogecoin?", "hva er solana egentlig", "hva står BTC for": a question of what a name is
   * or stands for, with no word of a value, a place or a time after it. A ticker written in
   * capitals alone ("what's TSLA") is left to the model.
   */
  private static boolean definition(Utterance u) {
    List<String> w = u.lowerWords;
    int n = w.size();
    while (n > 0 && DEFINITION_TAILS.contains(w.get(n - 1))) {
      n--;
    }
    // "hva er oslo børs for noe", "what is kaspa, like as a thing"
    if (n > 2
        && w.get(n - 2).equals("for")
        && (w.get(n - 1).equals("noe") || w.get(n - 1).equals("something"))) {
      n -= 2;
    }
    if (n >= 3 && w.get(0).equals("hva") && w.get(1).equals("står") && w.get(n - 1).equals("for")) {
      return true;
    }

    // "What's the Dow Jones and when did it start?", "hva er Oslo Børs og når ble den grunnlagt":
    // what it is, then its history or how it works; the first clause is read alone when the
    // second asks for no value now
    for (int j = 2; j < n - 1; j++) {
      if (w.get(j).equals("and") || w.get(j).equals("og")) {
        if (liveTail(w, j + 1)) {
          return false;
        }
        n = j;
        break;
      }
    }
    for (List<String> head : WHAT_IS) {
      int h = head.size();
      if (n <= h || n > h + 4 || !startsWith(w, head)) {
        continue;
      }
      if (w.get(h).equals("the")
          && (StockRule.INDICES.containsKey(String.join(" ", w.subList(h + 1, n)))
              || StockRule.INDICES.containsKey(String.join(" ", w.subList(h, n))))) {
        return true; // "what is the ftse", "what is the s&p 500"
      }
      if (n > h + 3) {
        continue;
      }
      for (int i = h; i < n; i++) {
        if (NOT_DEFINED.contains(w.get(i))
            || Lexicon.PRICE_WORDS.contains(w.get(i))
            || valueCompound(w, i, n)) {
          return false;
        }
      }
      String first = u.words.get(h);
      boolean ticker =
          n == h + 1
              && first.length() <= 5
              && first.equals(first.toUpperCase(java.util.Locale.ROOT))
              && !u.allLower;
      return !ticker;
    }
    return false;
  }

  /** "what is it", "hva er det" after a name. */
  private static final java.util.Set<String> WHAT_IS_IT =
      java.util.Set.of(
          "what is it",
          "what's it",
          "whats it",
          "what is that",
          "what's that",
          "what are they",
          "hva er det",
          "hva er den",
          "hva er dette",
          "ka e det",
          "kva er det");

  /** The make-up of a thing, not its value: "what's the S&P 500 made of". */
  private static final java.util.Set<String> MADE_OF =
      java.util.Set.of(
          "made of",
          "composed of",
          "based on",
          "laget av",
          "satt sammen",
          "bygd opp",
          "built from");

  /** Words of a value now after "and": "what's the dow and where is it trading today". */
  private static final java.util.Set<String> LIVE_TAIL =
      java.util.Set.of(
          "now",
          "today",
          "currently",
          "tonight",
          "tomorrow",
          "nå",
          "idag",
          "dag",
          "morgen",
          "går",
          "står",
          "ligger",
          "gikk");

  /** Words of NOT_DEFINED that a question of history or make-up also holds. */
  private static final java.util.Set<String> NEUTRAL =
      java.util.Set.of(
          "the", "your", "my", "den", "det", "de", "din", "ditt", "min", "mitt", "like", "in", "i",
          "to", "på");

  /** Whether the words from {@code from} on ask for a value now or a state. */
  private static boolean liveTail(List<String> w, int from) {
    for (int i = from; i < w.size(); i++) {
      String x = w.get(i);
      if (x.equals("står") && i + 1 < w.size() && w.get(i + 1).equals("bak")) {
        continue; // "hvem står bak": who is behind it
      }
      if (LIVE_TAIL.contains(x)
          || Lexicon.PRICE_WORDS.contains(x)
          || NOT_DEFINED.contains(x) && !NEUTRAL.contains(x)) {
        return true;
      }
    }
    return false;
  }

  /** The definite nouns of a value or the weather that end a Norwegian compound. */
  private static final List<String> VALUE_ENDINGS =
      List.of("prisen", "kursen", "verdien", "været", "temperaturen");

  /** Words that may follow such a compound in a question of its value ("… til bitcoin"). */
  private static final java.util.Set<String> AFTER_COMPOUND =
      java.util.Set.of("til", "for", "på", "i", "mot");

  /**
   * "Hva er bitcoinprisen?", "hva er dollarkursen", "hva er markedsverdien til bitcoin": a compound
   * ending in the definite noun of a price, a rate, a value or the weather asks for that value when
   * it ends the question or a subject follows it; "hva er bitcoinprisen avhengig av" is still about
   * the subject.
   */
  private static boolean valueCompound(List<String> w, int i, int n) {
    String word = w.get(i);
    boolean compound = false;
    for (String e : VALUE_ENDINGS) {
      compound |= word.length() >= e.length() + 2 && word.endsWith(e);
    }
    return compound && (i == n - 1 || AFTER_COMPOUND.contains(w.get(i + 1)));
  }

  /** A title won, not a match: "når vant Brann serien sist" asks for history. */
  private static final java.util.Set<String> COMPETITIONS =
      java.util.Set.of(
          "serien",
          "ligaen",
          "cupen",
          "league",
          "cup",
          "title",
          "tittelen",
          "gull",
          "mesterskapet",
          "championship",
          "treble",
          "double",
          "seriegull",
          "cupfinalen",
          "final");

  /** Past-tense result verbs: "når slo X Y", "when did X beat Y" ask about a past event. */
  private static final java.util.Set<String> PAST_RESULTS =
      java.util.Set.of("slo", "vant", "tapte", "scoret", "beat", "won", "lost", "scored");

  /**
   * "Når slo Rosenborg AC Milan?", "when did Brann win the cup": a question about when a past
   * result happened, not about the last or next match ("sist", "last" make it one).
   */
  private static boolean whenInThePast(Utterance u) {
    if (u.words.size() < 3) {
      return false;
    }
    String first = u.lowerWords.get(0);
    boolean when =
        first.equals("når") && PAST_RESULTS.contains(u.lowerWords.get(1))
            || first.equals("when")
                && u.lowerWords.get(1).equals("did")
                && u.hasAnyWord(java.util.Set.of("win", "beat", "lose", "score", "first"));
    // "how many titles has Rosenborg won", "hvor mange seriegull på rad vant Rosenborg": a count
    // of past titles
    boolean titles =
        (first.equals("how") || first.equals("hvor"))
            && (u.lowerWords.get(1).equals("many") || u.lowerWords.get(1).equals("mange"))
            && u.hasAnyWord(TITLES)
            // "how many won is 100 dollars": the Korean won counted, no title won
            && !u.lowerWords.get(2).equals("won");
    return (when || titles)
        && (!u.hasAnyWord(java.util.Set.of("sist", "last", "latest", "siste"))
            || u.hasAnyWord(COMPETITIONS));
  }

  private static final java.util.Set<String> TITLES =
      java.util.Set.of(
          "won",
          "vant",
          "titles",
          "titler",
          "trophies",
          "trofeer",
          "seriegull",
          "cups",
          "medals",
          "medaljer",
          "championships",
          "mesterskap");

  /**
   * Words that say the message is about writing software (#21, session 20): "write a bitcoin price
   * tracker in rust", "a c# class for converting dollars to euros", "bitbake recipe append in
   * yocto", "a chef recipe for nginx". A figure's or a recipe's word there names code, not a live
   * figure or a dish.
   */
  private static final List<String> CODE =
      List.of(
          " c# ",
          " c++ ",
          " javascript ",
          " typescript ",
          " golang ",
          " kotlin ",
          " python ",
          " in rust ",
          " i rust ",
          " in java ",
          " i java ",
          " yocto ",
          " bitbake ",
          " conda ",
          " nginx ",
          " docker ",
          " kubernetes ",
          " yaml ",
          " meta.yaml ",
          " regex ",
          " sql ",
          " json ",
          " npm ",
          " api endpoint ",
          " unit test ",
          " a class ",
          " en klasse ",
          " a function ",
          " en funksjon ",
          " a script ",
          " et skript ",
          " et script ");

  /** Whether the message is about writing code. */
  static boolean code(Utterance u) {
    String padded = " " + u.lower.replace(',', ' ').replace('?', ' ') + " ";
    for (String c : CODE) {
      if (padded.contains(c)) {
        return true;
      }
    }
    // "for (int i=0;i<=n;i++) a[i]=0;": code pasted in
    return u.lower.contains(";") && u.lower.contains("(") && u.lower.contains("=");
  }

  /**
   * Words of an animal (#21, session 20): "shiba inu temperament", "hva koster en shiba inu-valp":
   * a coin named after a dog breed, asked about the dog.
   */
  private static final java.util.Set<String> ANIMAL =
      java.util.Set.of(
          "puppy",
          "puppies",
          "dog",
          "dogs",
          "breed",
          "breeder",
          "temperament",
          "valp",
          "valpen",
          "valper",
          "hund",
          "hunden",
          "hunder",
          "rase",
          "rasen",
          "oppdretter",
          "vet",
          "dyrlege",
          "pels",
          "fur",
          "bark",
          "bjeffer");

  /** Whether the message speaks of an animal ("inu-valp" counts by its last part). */
  static boolean animal(Utterance u) {
    for (String w : u.lowerWords) {
      int dash = w.lastIndexOf('-');
      if (ANIMAL.contains(w) || dash > 0 && ANIMAL.contains(w.substring(dash + 1))) {
        return true;
      }
    }
    return false;
  }
}

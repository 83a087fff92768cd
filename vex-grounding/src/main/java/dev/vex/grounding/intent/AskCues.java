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
          "who runs",
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
   * The mention forms that only begin the value questions of {@link PriceForms#priceVerb}, {@link
   * #conversion}.
   */
  private static final java.util.Set<String> HEADS = WordLists.set("AskCues.list");

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

  /** Whether the question's form says it is about the subject, not its live figure. */
  static boolean mention(Utterance u) {
    String padded = u.padded();
    if (BuyingAdvice.buyingAdvice(padded)
        || OffSubjectForms.offEarth(padded)
        || PastForms.listing(padded)
        || CoinNameForms.termOfACoin(u)) {
      return true;
    }
    if (LIVE_SET.in(padded)) {
      return false;
    }
    if (NOT_DEFINITIONS_SET.in(padded) || FROM_THE_RECORD_SET.in(padded)) {
      return PastForms.past(u, padded);
    }
    if (PriceForms.priceVerb(u) || PriceForms.conversion(u)) {
      // the head ("what does", "what is a") is not a mention here, any other form still is:
      // "what does a bitcoin miner cost" asks the price of hardware
      return NotHeads.SET.in(padded) || PastForms.past(u, padded);
    }
    return PastForms.past(u, padded) || DefinitionForms.definition(u) || MENTION_SET.in(padded);
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
          " last time these two met ",
          // a life told, not a figure now: "Gerolamo Cardano biography" (session 33)
          " biography ",
          " biographies ",
          " biografi ",
          " biografien ",
          " life story ",
          " livshistorie ",
          " livshistorien ");

  /**
   * Forms that ask about a subject, not its live figure, read by the gate after {@link
   * #mention(Utterance)} and kept out of it, so the ask model is trained on the same rows as before
   * them (#21, session 18): a hypothetical ("if bitcoin hit a million dollars, what would my 0.1
   * btc be worth"), the name then what it is ("Dow Jones - what is it and who calculates it?"),
   * what it is made of ("what's the S&P 500 made of"), who is behind it.
   */
  static boolean aboutIt(Utterance u) {
    // asked twice per message (the gate, then the classifier): read once (#23)
    if (u.aboutIt == 0) {
      u.aboutIt = readAboutIt(u) ? Utterance.YES : Utterance.NO;
    }
    return u.aboutIt == Utterance.YES;
  }

  private static boolean readAboutIt(Utterance u) {
    if (hypothetical(u)
        || CoinNameForms.coinName(u)
        || RequirementForms.requirement(u)
        || SourceWorkings.about(u)) {
      return true;
    }
    String padded = u.padded();
    if (ABOUT_IT_SET.in(padded)) {
      return true;
    }
    if (ELSEWHERE_SET.in(padded)) {
      return !liveWord(padded);
    }
    if (WHO_BEHIND_SET.in(padded)) {
      return true;
    }
    return DefinitionForms.nameThenWhatItIs(u);
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

  /**
   * {@link #ABOUT_IT}, {@link #ELSEWHERE} and {@link #WHO_BEHIND} (each followed by a space, as
   * {@link #readAboutIt} looks for it) each looked for in one pass over the message, where a loop
   * of {@code contains} read it once per phrase and built a string per phrase of {@link
   * #WHO_BEHIND} on every message (#23, perf14). The same answers: {@link #ELSEWHERE}'s answer does
   * not depend on which of its phrases is found.
   */
  private static final Phrases ABOUT_IT_SET = Phrases.of(ABOUT_IT);

  private static final Phrases ELSEWHERE_SET = Phrases.of(ELSEWHERE);

  private static final Phrases WHO_BEHIND_SET = Phrases.of(spaceAfter(WHO_BEHIND));

  /**
   * Each phrase followed by a space; a loop, not a stream's lambda: a class less on a cold start.
   */
  private static List<String> spaceAfter(List<String> phrases) {
    List<String> out = new java.util.ArrayList<>(phrases.size());
    for (String f : phrases) {
      out.add(f + " ");
    }
    return out;
  }

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
   * #mention}, but not a price asked by where it trades ({@link PriceForms#tradingAt}) nor a form
   * of {@link #ASKED_ANYWAY}.
   */
  static boolean mentionForm(Utterance u) {
    // asked up to three times per message (the gate twice, the classifier once): read once (#23)
    if (u.mentionForm == 0) {
      u.mentionForm = readMentionForm(u) ? Utterance.YES : Utterance.NO;
    }
    return u.mentionForm == Utterance.YES;
  }

  private static boolean readMentionForm(Utterance u) {
    if (!mention(u)) {
      return false;
    }
    if (PriceForms.tradingAt(u) && !PastForms.past(u, u.padded())) {
      return false;
    }
    String padded = u.padded();
    return !ASKED_ANYWAY_SET.in(padded) || PastForms.past(u, padded);
  }
}

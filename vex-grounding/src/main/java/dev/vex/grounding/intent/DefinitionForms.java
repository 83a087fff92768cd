package dev.vex.grounding.intent;

import java.util.List;

/**
 * Questions of what a thing is, stands for or is made of, not its value: "what is dogecoin?", "hva
 * står BTC for", "Dow Jones - what is it?", "what's the S&P 500 made of". Moved out of {@link
 * AskCues} unchanged.
 */
final class DefinitionForms {
  private DefinitionForms() {}

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

  /**
   * The names of {@link StockRule#INDICES} as {@link #definition} looks them up: the message's
   * words from one place to another joined by spaces (#23, perf14). Such a join and its sub-list
   * were built twice for every "what is the …" question, the grounded turn's "what is the bitcoin
   * price?" among them, and almost never name an index; a name of several words is now joined only
   * when its first and last words can begin and end some index name. Since a word holds no space,
   * the words joined equal a name only when the first is the name's text up to its first space and
   * the last its text after its last space: the same answers as the join alone. Made on first use,
   * after {@link StockRule} is initialised, from whatever names it holds.
   */
  private static final class IndexNames {
    private IndexNames() {}

    /** Each name's text up to its first space, and after its last. */
    private static final java.util.Set<String> FIRST;

    private static final java.util.Set<String> LAST;

    static {
      java.util.Set<String> first = new java.util.HashSet<>();
      java.util.Set<String> last = new java.util.HashSet<>();
      for (String name : StockRule.INDICES.keySet()) {
        int space = name.indexOf(' ');
        first.add(space < 0 ? name : name.substring(0, space));
        last.add(name.substring(name.lastIndexOf(' ') + 1));
      }
      FIRST = java.util.Set.copyOf(first);
      LAST = java.util.Set.copyOf(last);
    }

    /** Whether {@code w[from, to)} joined by spaces is an index name: {@code from < to} only. */
    static boolean in(List<String> w, int from, int to) {
      return from < to
          && FIRST.contains(w.get(from))
          && LAST.contains(w.get(to - 1))
          && StockRule.INDICES.containsKey(String.join(" ", w.subList(from, to)));
    }
  }

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
  static boolean definition(Utterance u) {
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
      if (w.get(h).equals("the") && (IndexNames.in(w, h + 1, n) || IndexNames.in(w, h, n))) {
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
  private static final java.util.Set<String> WHAT_IS_IT = WordLists.set("DefinitionForms.list");

  /**
   * {@link #WHAT_IS_IT} as the padded words hold it (a space on both sides), looked for in one
   * pass: a message without any (most) skips the loop that joins two and three words at each place
   * to look them up (#23). The loop finds a form only where the padded words hold it so.
   */
  private static final Phrases WHAT_IS_IT_SET =
      Phrases.of(WHAT_IS_IT.stream().map(f -> " " + f + " ").toList());

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
  private static final java.util.Set<String> LIVE_TAIL = WordLists.set("DefinitionForms.list.2");

  /** Words of NOT_DEFINED that a question of history or make-up also holds. */
  private static final java.util.Set<String> NEUTRAL = WordLists.set("DefinitionForms.list.3");

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

  /**
   * The name, then what it is ("Dow Jones - what is it and who calculates it?", "Solana, hva er
   * det?"), or what it is made of ("what's the S&P 500 made of"): the last forms of {@link
   * AskCues#aboutIt}.
   */
  static boolean nameThenWhatItIs(Utterance u) {
    List<String> w = u.lowerWords;
    int n = w.size();
    while (n > 0 && DEFINITION_TAILS.contains(w.get(n - 1))) {
      n--;
    }
    // "Dow Jones - what is it and who calculates it?", "Solana, hva er det?": the name, then
    // what it is
    boolean someForm = n > 2 && WHAT_IS_IT_SET.in(u.padded());
    for (int j = 1; someForm && j < n - 1 && j < 6; j++) {
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
}

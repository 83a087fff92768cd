package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.currency.CurrencyFetcher;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Currency conversions and exchange rates: two currencies or more and a conversion ("USD to NOK",
 * "how many kroner is 100 dollars", "hva er 50 euro i kroner", "exchange rate euro dollar"). The
 * currency next to a number is the one converted from, else the one after "a", "one", "per", "en"
 * ("how many euros and pounds is a dollar"), otherwise the first named. Every other currency named
 * is a target, at most {@link #MOST_TARGETS}, in the order written: "100 USD in NOK and SEK" is
 * {@code USD/NOK,SEK}; a list of nations before one unit ("kanadiske og australske dollar",
 * "Swedish and Danish kroner") names a currency each, and "skandinaviske kroner", "the Scandinavian
 * currencies" name NOK, SEK and DKK (never a pair alone). Several currencies before "in", "i", "to"
 * ("dollar og euro i kroner") are each converted to the ones after it; pairs written out one by one
 * ("usd to nok and eur to nok") stay pairs. A coin in the message leaves it to crypto ("bitcoin in
 * NOK").
 */
final class CurrencyRule {
  private static final Map<String, String> WORDS = new LinkedHashMap<>();

  static {
    for (String code : WordLists.list("CurrencyRule.list")) {
      WORDS.put(code, code.toUpperCase(java.util.Locale.ROOT));
    }
    WORDS.remove("try"); // an everyday word; only "TRY" in capitals counts
    for (String w :
        List.of("dollar", "dollars", "dollaren", "dollarer", "dollarkurs", "dollarkursen", "$")) {
      WORDS.put(w, "USD");
    }
    for (String w : List.of("euro", "euros", "euroen", "eurokurs", "eurokursen", "€")) {
      WORDS.put(w, "EUR");
    }
    for (String w : List.of("krone", "kroner", "kronen", "kr", "kroners", "nkr")) {
      WORDS.put(w, "NOK");
    }
    for (String w : List.of("pound", "pounds", "pund", "sterling", "£")) {
      WORDS.put(w, "GBP");
    }
    for (String w : List.of("yen", "¥")) {
      WORDS.put(w, "JPY");
    }
    for (String w : List.of("franc", "francs", "franc", "franken")) {
      WORDS.put(w, "CHF");
    }
    // Norwegian definite and compound forms, and a few more currencies by name
    WORDS.put("dollarn", "USD");
    WORDS.put("krona", "NOK");
    WORDS.put("norske", "NOK");
    WORDS.put("pundet", "GBP");
    WORDS.put("yenen", "JPY");
    WORDS.put("francen", "CHF");
    WORDS.put("sveitserfranc", "CHF");
    WORDS.put("peso", "MXN");
    WORDS.put("pesos", "MXN");
    WORDS.put("bucks", "USD");
    WORDS.put("quid", "GBP");
    WORDS.put("kronor", "SEK");
    WORDS.put("baht", "THB");
    WORDS.put("zloty", "PLN");
    // session 30: the written złoty, the Swiss franc as one Norwegian word, the loonie, and the
    // krone by its slang ("spenn") and its note ("en tusenlapp")
    WORDS.put("złoty", "PLN");
    WORDS.put("sveitsfranc", "CHF");
    WORDS.put("sveitsfrancen", "CHF");
    WORDS.put("loonie", "CAD");
    WORDS.put("loonies", "CAD");
    WORDS.put("spenn", "NOK");
    WORDS.put("tusenlapp", "NOK");
    WORDS.put("tusenlappen", "NOK");
    WORDS.put("tusenlapper", "NOK");
    WORDS.put("rupees", "INR");
    WORDS.put("yuan", "CNY");
  }

  private static final java.util.Set<String> CONVERSION = WordLists.set("CurrencyRule.list.2");

  private CurrencyRule() {}

  /** Whether a word in capitals is a currency code the rule knows ({@code CHF}, {@code JPY}). */
  static boolean isCode(String word) {
    return word.length() == 3
        && (word.equals("TRY")
            || word.toUpperCase(java.util.Locale.ROOT).equals(word)
                && WORDS.containsKey(word.toLowerCase(java.util.Locale.ROOT)));
  }

  /** Whether a lower-case word names a currency alone ("dollar", "euros", "kroner", "usd"). */
  static boolean isUnitWord(String lower) {
    return WORDS.containsKey(lower);
  }

  /** Norwegian words that ask for the rate of one currency in kroner ("dollarkursen i dag"). */
  private static final java.util.Set<String> NOK_RATE = WordLists.set("CurrencyRule.list.3");

  private static final java.util.Set<String> NORWEGIAN = WordLists.set("CurrencyRule.list.4");

  /** How a Norwegian asks how much one currency is: its rate in kroner. */
  private static final List<String> HOW_MUCH =
      List.of(
          "hvor mye er ",
          "hvor mye blir ",
          "kor mykje er ",
          "kor mykje blir ",
          "kor mye er ",
          "hva står ",
          "kva står ",
          "ka står ");

  /** The most target currencies one question is answered with ("NOK, SEK and DKK"). */
  static final int MOST_TARGETS = 5;

  static List<Intent> match(Utterance u) {
    // each currency named, at the word its name (or its list of adjectives) begins with
    Map<String, Integer> found = new LinkedHashMap<>();
    Set<String> single = new java.util.HashSet<>(); // the codes named by something but a group
    Map<String, Integer> listOf = new java.util.HashMap<>(); // a listed nation's code: its unit
    boolean repeated = false;
    int groups = 0;
    for (int i = 0; i < u.words.size(); i++) {
      String w = u.lowerWords.get(i);
      int slash = w.indexOf('/');
      if (slash == 3 && w.length() == 7) {
        String a = iso(w.substring(0, 3));
        String b = iso(w.substring(4));
        if (a != null && b != null && !a.equals(b)) {
          return List.of(new Intent(CurrencyFetcher.KIND, a + "/" + b, Map.of()));
        }
      }
      List<String> group = group(u, i);
      if (!group.isEmpty()) {
        // "skandinaviske kroner", "the Scandinavian currencies": several currencies by one name
        groups++;
        for (String c : group) {
          found.merge(c, i - 1, Math::min);
        }
        continue;
      }
      Map<String, Integer> listed = coordinated(u, i);
      if (!listed.isEmpty()) {
        // "kanadiske og australske dollar", "Swedish and Danish kroner": one unit, several nations
        listed.forEach((c, at) -> found.merge(c, at, Math::min));
        single.addAll(listed.keySet());
        for (String c : listed.keySet()) {
          listOf.putIfAbsent(c, i);
        }
        continue;
      }
      // a currency by its name, of one word or several ("rupees", "brazilian reais", "svenske
      // kroner"), from the JDK's display names; its first word is where its amount is looked for
      CurrencyNames.Hit named = CurrencyNames.endingAt(u.lowerWords, i);
      String code = named != null && named.to() - named.from() > 1 ? named.code() : code(u, i);
      int start = named != null && named.to() - named.from() > 1 ? named.from() : i;
      if (code == null && named != null) {
        code = named.code();
      }
      if (code != null) {
        Integer had = found.putIfAbsent(code, start);
        // "usd to nok and eur to nok": a currency named again after another is a second pair
        if (had != null && had < start) {
          for (int p : found.values()) {
            repeated |= p > had && p < start;
          }
        }
        single.add(code);
      }
    }
    List<Map.Entry<String, Integer>> named = new ArrayList<>(found.entrySet());
    named.sort(Map.Entry.comparingByValue());
    List<String> codes = new ArrayList<>(named.size());
    List<Integer> at = new ArrayList<>(named.size());
    for (Map.Entry<String, Integer> e : named) {
      codes.add(e.getKey());
      at.add(e.getValue());
    }
    if (codes.size() == 1 && !codes.get(0).equals("NOK") && norwegianRate(u)) {
      return List.of(new Intent(CurrencyFetcher.KIND, codes.get(0) + "/NOK", Map.of()));
    }
    if (!codes.isEmpty()
        && codes.size() <= MOST_TARGETS
        && !codes.contains("NOK")
        && groups == 0
        && listOf.isEmpty()
        && namesOnly(u)) {
      // "sveitsiske franc", "australske dollar?", "sveitsiske franc og svenske kroner": a foreign
      // currency named alone by its nation in Norwegian asks for its rate in kroner, each its own
      List<Intent> out = new ArrayList<>(codes.size());
      for (String c : codes) {
        out.add(new Intent(CurrencyFetcher.KIND, c + "/NOK", Map.of()));
      }
      return out;
    }
    // a group's name alone ("skandinaviske kroner er fine") names no pair: it needs another
    if (codes.size() < 2 || single.size() + Math.min(groups, 1) < 2) {
      return List.of();
    }
    if (!u.hasAnyWord(CONVERSION)
        && !u.hasAnyPhrase(List.of("how many", "how much", "hvor mye", "hvor mange"))
        && u.words.size() > 4
        && !forAnAmount(u, at)) {
      return List.of();
    }
    boolean[] dated = new boolean[u.words.size()];
    String date = WrittenDate.read(u, dated);
    // each currency's own amount, written before it or inside its name ("100 dollars", "50kr")
    int sums = 0;
    for (int k = 0; k < at.size(); k++) {
      sums += amountBefore(u, at.get(k), dated).isEmpty() ? 0 : 1;
    }
    if (sums >= 2 && sums == at.size() && !asks(u)) {
      // "I paid 100 dollars and 50 euros", "jeg har 100 dollar i lomma og 20 euro i veska": sums
      // the user states, each in its own currency, and no question: no rate is asked
      return List.of();
    }
    if (sums >= 2 && sums < at.size() && groups == 0 && listOf.isEmpty()) {
      List<Intent> pairs = pairs(u, codes, at, dated, date);
      if (!pairs.isEmpty()) {
        return pairs;
      }
    }
    int from = 0;
    String amount = "";
    for (int k = 0; k < at.size(); k++) {
      // beyond the first two, only an amount written before or inside the name ("... for 100
      // dollars"): the number after a target in a list is not its amount
      String a = k < 2 ? amountNear(u, at.get(k), dated) : amountBefore(u, at.get(k), dated);
      if (!a.isEmpty()) {
        from = k;
        amount = a;
        break;
      }
    }
    if (amount.isEmpty()) {
      for (int k = 1; k < at.size(); k++) {
        if (at.get(k) > 0 && ONE.contains(u.lowerWords.get(at.get(k) - 1))) {
          from = k; // "how many kroner for a dollar", "how many euros and pounds is a dollar"
          break;
        }
        if (at.get(k) > 1
            && u.lowerWords.get(at.get(k) - 1).equals("the")
            && u.lowerWords.get(at.get(k) - 2).equals("to")
            && u.has("how many")) {
          from = k; // "how many baht to the dollar": baht for one dollar (#21, session 31)
          break;
        }
      }
    }
    Map<String, String> params = params(amount, date);
    if (repeated && from < 2) {
      // several pairs, each written out: the first here, the others from their clauses
      return List.of(
          new Intent(
              CurrencyFetcher.KIND, codes.get(from) + "/" + codes.get(from == 0 ? 1 : 0), params));
    }
    int split = amount.isEmpty() && from == 0 ? direction(u, at) : -1;
    if (split > 1) {
      // "dollar og euro i kroner", "EUR and GBP to USD": each currency before "in" to those after
      List<Intent> out = new ArrayList<>();
      String to =
          String.join(",", codes.subList(split, Math.min(codes.size(), split + MOST_TARGETS)));
      for (int k = 0; k < split && k < MOST_TARGETS; k++) {
        out.add(new Intent(CurrencyFetcher.KIND, codes.get(k) + "/" + to, params));
      }
      return out;
    }
    Integer list = listOf.get(codes.get(from));
    List<String> bases = new ArrayList<>();
    List<String> targets = new ArrayList<>();
    for (int k = 0; k < codes.size(); k++) {
      if (k == from || list != null && list.equals(listOf.get(codes.get(k)))) {
        bases.add(codes.get(k));
      } else {
        targets.add(codes.get(k));
      }
    }
    if (targets.size() > MOST_TARGETS) {
      targets = targets.subList(0, MOST_TARGETS);
    }
    if (bases.size() == 1 || targets.isEmpty()) {
      // one base, every other currency a target ("Hva er dollaren verdt i skandinaviske kroner")
      List<String> rest = new ArrayList<>(codes);
      rest.remove(from);
      String to = String.join(",", rest.subList(0, Math.min(MOST_TARGETS, rest.size())));
      return List.of(new Intent(CurrencyFetcher.KIND, codes.get(from) + "/" + to, params));
    }
    // "100 Swedish and Danish kroner in euros": each listed nation's krone is converted
    List<Intent> out = new ArrayList<>();
    String to = String.join(",", targets);
    for (int k = 0; k < bases.size() && k < MOST_TARGETS; k++) {
      out.add(new Intent(CurrencyFetcher.KIND, bases.get(k) + "/" + to, params));
    }
    return out;
  }

  /** Norwegian adjectives of a nation that name its currency before the unit ("sveitsiske"). */
  private static boolean nationAdjective(String lower) {
    // one word of letters: "kanadiske/australske" is a list, read by coordinated()
    if (lower.length() <= 5 || !lower.endsWith("ske") || lower.equals("norske")) {
      return false;
    }
    for (int i = 0; i < lower.length(); i++) {
      if (!Character.isLetter(lower.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Words that may close a currency named alone: "i dag", "nå", "idag". */
  private static final Set<String> NAMES_ONLY_TAIL = Set.of("i", "dag", "idag", "nå", "no");

  /**
   * Whether the message is nothing but foreign currencies each named by a Norwegian nation's
   * adjective and its unit, joined by "og" ("sveitsiske franc", "australske dollar?", "svenske
   * kroner og danske kroner i dag"): the names alone, which ask for their rates in kroner.
   */
  private static boolean namesOnly(Utterance u) {
    int n = u.lowerWords.size();
    if (n < 2 || n > 8) {
      return false;
    }
    int i = 0;
    int names = 0;
    while (i < n) {
      String w = u.lowerWords.get(i);
      if (names > 0 && w.equals("og") && i + 1 < n) {
        i++;
        continue;
      }
      if (i + 1 < n && nationAdjective(w) && isUnitOrName(u, i + 1)) {
        names++;
        i += 2;
        continue;
      }
      break;
    }
    if (names == 0) {
      return false;
    }
    for (int k = i; k < n; k++) {
      if (!NAMES_ONLY_TAIL.contains(u.lowerWords.get(k))) {
        return false;
      }
    }
    return i == n || u.lowerWords.get(i).equals("i") || u.lowerWords.get(i).equals("nå");
  }

  private static boolean isUnitOrName(Utterance u, int i) {
    return WORDS.containsKey(u.lowerWords.get(i))
        || CurrencyNames.endingAt(u.lowerWords, i) != null;
  }

  /**
   * "mexican pesos for 400 usd", "polske zloty for 2000 kr", "rand for 500 kr": a currency named
   * first, then "for" and a sum in another, and nothing else; how much of the first the sum buys, a
   * conversion from the sum's currency ("I paid 400 dollars for 100 euros" and "we got euros for
   * 200 kr at the airport" do not have this form).
   */
  private static boolean forAnAmount(Utterance u, List<Integer> at) {
    int n = u.lowerWords.size();
    // the first currency's name starts the message ("danish kroner": the unit's word is its place)
    if (at.size() != 2 || at.get(0) > 1 || n > 8) {
      return false;
    }
    int f = u.lowerWords.indexOf("for");
    if (f < 1 || f > 3 || f >= at.get(1) || at.get(1) - f > 3 || !isUnitOrName(u, f - 1)) {
      return false;
    }
    if (amountBefore(u, at.get(1), new boolean[n]).isEmpty()) {
      return false;
    }
    return code(u, n - 1) != null || CurrencyNames.endingAt(u.lowerWords, n - 1) != null;
  }

  private static Map<String, String> params(String amount, String date) {
    Map<String, String> p = new LinkedHashMap<>();
    if (!amount.isEmpty()) {
      p.put(CurrencyFetcher.AMOUNT, amount);
    }
    if (date != null) {
      p.put(CurrencyFetcher.DATE, date);
    }
    return Map.copyOf(p);
  }

  /** Words a request starts with, in English and Norwegian. */
  private static final Set<String> REQUEST_STARTS = WordLists.set("CurrencyRule.REQUEST_STARTS");

  /**
   * A question about a day's rate ("what was a dollar worth in euros on 15 January 2024?") asks for
   * a figure the source holds for that day ({@link CurrencyFetcher#DATE}): an ask, though its verb
   * and year are past. A statement with a date stays as the gate read it.
   */
  static List<Intent> dayAsked(List<Intent> gated, Utterance u) {
    if (gated.isEmpty() || !asks(u)) {
      return gated;
    }
    List<Intent> out = new ArrayList<>(gated.size());
    for (Intent i : gated) {
      boolean day =
          CurrencyFetcher.KIND.equals(i.kind())
              && i.parameters().containsKey(CurrencyFetcher.DATE)
              && !i.isAsk();
      out.add(
          day
              ? i.withMode(Intent.Mode.ASK, 0.9, "asks for a day's rate, which the source holds")
              : i);
    }
    return List.copyOf(out);
  }

  /** Whether the message asks: a question mark, or a question or request word first. */
  private static boolean asks(Utterance u) {
    return u.original.indexOf('?') >= 0
        || !u.lowerWords.isEmpty() && REQUEST_STARTS.contains(u.lowerWords.get(0));
  }

  /**
   * Several sums in one question, each converted from its own currency: "100 USD to NOK and 50 EUR
   * to SEK" is {@code USD/NOK} and {@code EUR/SEK}, "100 dollars and 50 euros in kroner" {@code
   * USD/NOK} and {@code EUR/NOK}. A currency with an amount is a base; those without one after it,
   * up to the next base, its targets; a base with none takes the targets after the last base. Empty
   * when a base has no target at all.
   */
  private static List<Intent> pairs(
      Utterance u, List<String> codes, List<Integer> at, boolean[] dated, String date) {
    List<Integer> bases = new ArrayList<>();
    for (int k = 0; k < codes.size(); k++) {
      if (!amountBefore(u, at.get(k), dated).isEmpty()) {
        bases.add(k);
      }
    }
    List<Intent> out = new ArrayList<>();
    List<String> lastTargets = List.of();
    List<List<String>> targetsOf = new ArrayList<>();
    for (int b = bases.size() - 1; b >= 0; b--) {
      int end = b + 1 < bases.size() ? bases.get(b + 1) : codes.size();
      List<String> t = new ArrayList<>(codes.subList(bases.get(b) + 1, end));
      t.remove(codes.get(bases.get(b)));
      if (t.isEmpty()) {
        t = new ArrayList<>(lastTargets);
        t.remove(codes.get(bases.get(b)));
      } else {
        lastTargets = t;
      }
      if (t.isEmpty()) {
        return List.of();
      }
      targetsOf.add(0, t.subList(0, Math.min(MOST_TARGETS, t.size())));
    }
    for (int b = 0; b < bases.size() && b < MOST_TARGETS; b++) {
      int k = bases.get(b);
      out.add(
          new Intent(
              CurrencyFetcher.KIND,
              codes.get(k) + "/" + String.join(",", targetsOf.get(b)),
              params(amountBefore(u, at.get(k), dated), date)));
    }
    return out;
  }

  /**
   * Whether every currency of {@code inner} (base and targets) is one of {@code outer}'s, both
   * currency intents: a clause's pair that the whole question's pairs already hold.
   */
  static boolean covers(Intent outer, Intent inner) {
    if (!CurrencyFetcher.KIND.equals(outer.kind()) || !CurrencyFetcher.KIND.equals(inner.kind())) {
      return false;
    }
    List<String> all = Utterance.tokens(outer.subject().replace('/', ' ').replace(',', ' '));
    for (String c : Utterance.tokens(inner.subject().replace('/', ' ').replace(',', ' '))) {
      if (!all.contains(c)) {
        return false;
      }
    }
    return true;
  }

  /** Words after which the currencies named are the ones converted to. */
  private static final Set<String> DIRECTION = Set.of("in", "into", "to", "i", "til");

  /**
   * How many of the currencies (at their word positions, in order) stand before the first "in",
   * "to", "i", "til" that has a currency on each side; -1 when none has.
   */
  private static int direction(Utterance u, List<Integer> at) {
    for (int j = 1; j < u.words.size(); j++) {
      if (!DIRECTION.contains(u.lowerWords.get(j))) {
        continue;
      }
      int before = 0;
      while (before < at.size() && at.get(before) < j) {
        before++;
      }
      if (before > 0 && before < at.size()) {
        return before;
      }
    }
    return -1;
  }

  /** Adjectives that name several currencies with one unit word after them. */
  private static final Map<String, List<String>> GROUPS =
      Map.of(
          "scandinavian", List.of("NOK", "SEK", "DKK"),
          "skandinaviske", List.of("NOK", "SEK", "DKK"),
          "skandinavisk", List.of("NOK", "SEK", "DKK"));

  /** The words a group's adjective is followed by: a krone or "currencies". */
  private static final Set<String> GROUP_UNITS = WordLists.set("CurrencyRule.GROUP_UNITS");

  /** The currencies of a group named at {@code i} ("skandinaviske kroner"), or empty. */
  private static List<String> group(Utterance u, int i) {
    if (i == 0 || !GROUP_UNITS.contains(u.lowerWords.get(i))) {
      return List.of();
    }
    return GROUPS.getOrDefault(u.lowerWords.get(i - 1), List.of());
  }

  /** Words that join a list of nations: "og", "and", "or", "eller", "&". */
  private static final Set<String> JOINS = Set.of("og", "and", "or", "eller", "&", "/", "+");

  /** Adjectives of the nation whose currency a unit names first ("American dollars"). */
  private static final Map<String, String> HOME_NATIONS =
      Map.ofEntries(
          Map.entry("american", "USD"),
          Map.entry("amerikanske", "USD"),
          Map.entry("amerikansk", "USD"),
          Map.entry("us", "USD"),
          Map.entry("u.s", "USD"),
          Map.entry("british", "GBP"),
          Map.entry("britiske", "GBP"),
          Map.entry("britisk", "GBP"),
          Map.entry("swiss", "CHF"),
          Map.entry("sveitsiske", "CHF"),
          Map.entry("sveitsisk", "CHF"),
          Map.entry("japanese", "JPY"),
          Map.entry("japanske", "JPY"),
          Map.entry("japansk", "JPY"),
          Map.entry("mexican", "MXN"),
          Map.entry("meksikanske", "MXN"),
          Map.entry("meksikansk", "MXN"));

  /** Units a list of nations may share ("kanadiske og australske dollar"); at most 8 nations. */
  private static final int MOST_NATIONS = 8;

  /**
   * The currencies of a list of nations before the unit at {@code i}, each at its adjective
   * ("kanadiske og australske dollar", "Swedish, Danish and Norwegian kroner",
   * "kanadiske/australske dollar"); empty when fewer than two nations are listed there. Commas are
   * gone from the words.
   */
  private static Map<String, Integer> coordinated(Utterance u, int i) {
    if (i == 0 || code(u, i) == null) {
      return Map.of();
    }
    String unit = u.lowerWords.get(i);
    List<String> codes = new ArrayList<>();
    List<Integer> at = new ArrayList<>();
    int nations = 0;
    for (int j = i - 1; j >= 0 && nations < MOST_NATIONS; j--) {
      String w = u.lowerWords.get(j);
      if (JOINS.contains(w)) {
        if (nations == 0) {
          break; // "dollar og kroner": a join right before the unit joins two currencies
        }
        continue;
      }
      String[] pieces = w.split("/", MOST_NATIONS + 1);
      List<String> here = new ArrayList<>(pieces.length);
      for (String p : pieces) {
        String c = nation(p, unit);
        if (c == null) {
          here = null;
          break;
        }
        here.add(c);
      }
      if (here == null || here.isEmpty()) {
        break;
      }
      for (int k = here.size() - 1; k >= 0; k--) {
        codes.add(0, here.get(k));
        at.add(0, j);
      }
      nations += here.size();
    }
    if (nations < 2) {
      return Map.of();
    }
    Map<String, Integer> out = new LinkedHashMap<>();
    for (int k = 0; k < codes.size(); k++) {
      out.putIfAbsent(codes.get(k), at.get(k));
    }
    return out.size() < 2 ? Map.of() : out;
  }

  /** The currency a nation's adjective names with a unit ("kanadiske" + "dollar"), or null. */
  private static String nation(String adjective, String unit) {
    if (adjective.isEmpty() || JOINS.contains(adjective)) {
      return null;
    }
    String home = HOME_NATIONS.get(adjective);
    Utterance alone = new Utterance(unit);
    String plain = alone.words.isEmpty() ? null : code(alone, 0);
    if (home != null) {
      return home.equals(plain) ? home : null;
    }
    Utterance pair = new Utterance(adjective + " " + unit);
    if (pair.words.size() != 2) {
      return null;
    }
    CurrencyNames.Hit named = CurrencyNames.endingAt(pair.lowerWords, 1);
    if (named != null && named.from() == 0) {
      return named.code();
    }
    String c = code(pair, 1);
    return c != null && !c.equals(plain) || KRONE_NATIONS.containsKey(adjective) ? c : null;
  }

  /** A three-letter code of a pair written with a slash: one the rule knows or an ISO code. */
  private static String iso(String lower) {
    String known = WORDS.get(lower);
    if (known != null) {
      return known;
    }
    return CurrencyNames.isIsoCode(lower) || lower.equals("try")
        ? lower.toUpperCase(java.util.Locale.ROOT)
        : null;
  }

  /** Words that make the currency after them one unit: the one the rate is given for. */
  private static final java.util.Set<String> ONE = WordLists.set("CurrencyRule.list.5");

  /** A currency named in the definite form ("euroen", "dollaren", "pundet"). */
  private static final java.util.Set<String> DEFINITE =
      java.util.Set.of("euroen", "dollaren", "dollarn", "pundet", "yenen", "francen", "kronen");

  /**
   * A Norwegian question about one currency's rate ("kursen på dollar", "eurokursen i dag", "hva er
   * euroen i dag").
   */
  private static boolean norwegianRate(Utterance u) {
    boolean rate = false;
    boolean norwegian = false;
    boolean definite = false;
    for (String w : u.lowerWords) {
      rate |= NOK_RATE.contains(w) || w.endsWith("kurs") || w.endsWith("kursen");
      norwegian |= NORWEGIAN.contains(w) || w.endsWith("kursen") || w.endsWith("kurs");
      definite |= DEFINITE.contains(w);
    }
    boolean now = u.has("i dag") || u.has("nå") || u.has("idag");
    rate |= definite && now;
    // "hva er islandske kroner verdt nå", "svenske kroner, hvor mye er de verdt i dag": what a
    // currency is worth now is its rate in kroner (session 31)
    rate |= now && (u.lowerWords.contains("verdt") || u.lowerWords.contains("verd"));
    // "hvor mye er 2000 yen", "kor mykje er ein euro verd no", "hva står yuan i": how much one
    // currency is, asked in Norwegian, is its rate in kroner
    for (String head : HOW_MUCH) {
      rate |= u.lower.startsWith(head);
    }
    return rate && norwegian && u.words.size() <= 8;
  }

  /** The currency code a word stands for, or null; also {@code 100kr}, {@code $100}, {@code €5}. */
  private static String code(Utterance u, int i) {
    String w = u.lowerWords.get(i);
    if (i + 1 == u.lowerWords.size() && i > 1 && KRONE_NATIONS.containsKey(w)) {
      // "500 danish kroner in swedish", "100 kroner til svenske": the last word a nation's
      // adjective after "in"/"til", a krone word before it: that nation's krone (session 31)
      String before = u.lowerWords.get(i - 1);
      if (INTO_A_NATION.contains(before) && kroneBefore(u.lowerWords, i - 1)) {
        return KRONE_NATIONS.get(w);
      }
    }
    String c = WORDS.get(w);
    if (c == null && w.length() > 6 && (w.endsWith("kursen") || w.endsWith("kurs"))) {
      // "pundkursen", "yenkurs": a currency's rate written as one word
      c = WORDS.get(w.substring(0, w.length() - (w.endsWith("kursen") ? 6 : 4)));
    }
    if ("USD".equals(c) && i > 0) {
      switch (u.lowerWords.get(i - 1)) {
        case "canadian", "kanadiske", "canadiske", "kanadisk", "canadisk" -> {
          return "CAD";
        }
        case "australian", "aussie", "australske" -> {
          return "AUD";
        }
        case "singapore" -> {
          return "SGD";
        }
        case "kiwi", "zealand" -> {
          return "NZD";
        }
        default -> {
          // a US dollar
        }
      }
    }
    if (c != null && w.equals("nok") && !u.words.get(i).equals("NOK") && adverb(u, i)) {
      return null; // "nok om det", "det er nok": "enough", not the krone
    }
    if (c == null && (w.equals("crowns") || w.equals("crown")) && i > 0) {
      // "Swedish crowns", "Norwegian crowns": the krone in English words, only after its nation
      // ("the crown", "crowns of trees" name no currency)
      return KRONE_NATIONS.get(u.lowerWords.get(i - 1));
    }
    if (c != null) {
      if (KRONE_WORDS.contains(w) && i > 0) {
        // "danske kroner", "Swedish krona", "islandske kroner": the nation names the krone
        String nation = KRONE_NATIONS.get(u.lowerWords.get(i - 1));
        if (nation != null) {
          return nation;
        }
      }
      return c;
    }
    if (u.words.get(i).equals("TRY")) {
      return "TRY";
    }
    String stripped = stripNumber(w);
    if (!stripped.equals(w) && !stripped.isEmpty()) {
      return WORDS.get(stripped);
    }
    return null;
  }

  /** Words before a nation's adjective that name the currency converted into. */
  private static final Set<String> INTO_A_NATION = Set.of("in", "into", "to", "i", "til");

  /** Whether a krone word comes before this position. */
  private static boolean kroneBefore(List<String> w, int end) {
    for (int k = 0; k < end; k++) {
      if (KRONE_WORDS.contains(w.get(k))) {
        return true;
      }
    }
    return false;
  }

  private static final Set<String> KRONE_WORDS = WordLists.set("CurrencyRule.KRONE_WORDS");

  /** The adjective of a nation before a krone word, and its currency. */
  private static final Map<String, String> KRONE_NATIONS =
      Map.ofEntries(
          Map.entry("svenske", "SEK"),
          Map.entry("svensk", "SEK"),
          Map.entry("swedish", "SEK"),
          Map.entry("danske", "DKK"),
          Map.entry("dansk", "DKK"),
          Map.entry("danish", "DKK"),
          Map.entry("islandske", "ISK"),
          Map.entry("iceland", "ISK"),
          Map.entry("islandsk", "ISK"),
          Map.entry("icelandic", "ISK"),
          Map.entry("tsjekkiske", "CZK"),
          Map.entry("czech", "CZK"),
          Map.entry("norske", "NOK"),
          Map.entry("norsk", "NOK"),
          Map.entry("norwegian", "NOK"));

  /** A nation's adjective between an amount and its currency's unit ("100 US dollars"). */
  private static final Set<String> NATION_BEFORE_UNIT =
      WordLists.set("CurrencyRule.NATION_BEFORE_UNIT");

  /** A word with its digits taken off the front or back ({@code 100kr} → {@code kr}). */
  private static String stripNumber(String w) {
    int from = 0;
    while (from < w.length() && (Character.isDigit(w.charAt(from)) || w.charAt(from) == '.')) {
      from++;
    }
    int to = w.length();
    while (to > from && (Character.isDigit(w.charAt(to - 1)) || w.charAt(to - 1) == '.')) {
      to--;
    }
    return w.substring(from, to);
  }

  /** The amount written next to the currency at {@code i}: before it, after it, or inside it. */
  private static String amountNear(Utterance u, int i, boolean[] dated) {
    String before = amountBefore(u, i, dated);
    if (!before.isEmpty()) {
      return before;
    }
    if (i + 1 < u.words.size() && !dated[i + 1]) {
      return number(u.lowerWords.get(i + 1));
    }
    return "";
  }

  /** The amount written before the currency at {@code i} or inside its word ("100kr"). */
  private static String amountBefore(Utterance u, int i, boolean[] dated) {
    String inside = number(digitsOf(u.lowerWords.get(i)));
    if (!inside.isEmpty()) {
      return inside;
    }
    if (i > 1 && NATION_BEFORE_UNIT.contains(u.lowerWords.get(i - 1))) {
      // "3000 Norwegian kroner", "300 US dollars": the amount stands before the nation's adjective
      i--;
    }
    if (i > 0 && !dated[i - 1]) {
      String before = number(u.lowerWords.get(i - 1));
      if (!before.isEmpty()) {
        // "1 000 kroner" and "1,000 dollars" split into words: join a thousands group
        if (i > 1 && u.lowerWords.get(i - 1).length() == 3) {
          String more = number(u.lowerWords.get(i - 2));
          if (!more.isEmpty() && u.lowerWords.get(i - 2).length() <= 3) {
            return number(u.lowerWords.get(i - 2) + u.lowerWords.get(i - 1));
          }
        }
        return before;
      }
    }
    return "";
  }

  private static String digitsOf(String w) {
    String core = stripNumber(w);
    if (core.equals(w) || core.isEmpty()) {
      return "";
    }
    return w.replace(core, "");
  }

  /** Words beside "nok" that make it the krone: an amount, a currency or a conversion word. */
  private static boolean adverb(Utterance u, int i) {
    int n = u.words.size();
    if (n <= 2 || i == n - 1 || i == 0) {
      return false;
    }
    for (int j = Math.max(0, i - 1); j <= Math.min(n - 1, i + 1); j++) {
      String w = u.lowerWords.get(j);
      if (j != i
          && (WORDS.containsKey(w)
              || CONVERSION.contains(w)
              || !number(w).isEmpty()
              || !stripNumber(w).equals(w))) {
        return false;
      }
    }
    return true;
  }

  /** A plain amount: digits with at most one decimal point, above 0 and below 10^12; else empty. */
  static String number(String w) {
    if (w.isEmpty() || w.length() > 15) {
      return "";
    }
    int dots = 0;
    for (int k = 0; k < w.length(); k++) {
      char ch = w.charAt(k);
      if (ch == '.') {
        dots++;
      } else if (!Character.isDigit(ch)) {
        return "";
      }
    }
    if (dots > 1 || w.startsWith(".") || w.endsWith(".")) {
      return "";
    }
    BigDecimal d = new BigDecimal(w);
    if (d.signum() <= 0 || d.compareTo(new BigDecimal("1e12")) >= 0) {
      return "";
    }
    return d.stripTrailingZeros().toPlainString();
  }
}

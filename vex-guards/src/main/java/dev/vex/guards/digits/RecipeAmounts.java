package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Amount;
import dev.vex.guards.digits.RecipeClaims.Ingredient;
import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The amounts of a recipe's ingredients as a reply states them ("125 g mel", "2 tins of chopped
 * tomatoes", "half a cup of olive oil"): the units and their families, the ingredient an amount
 * names (in English or Norwegian) and the part of the dish it goes into, judged against the
 * recipe's measures. Part of {@link RecipeClaims}.
 */
final class RecipeAmounts {
  private RecipeAmounts() {}

  static Span scaled(double lo, double hi, String[] u, Span span) {
    double f = Double.parseDouble(u[2]);
    return new Span(lo * f, hi * f, span.text());
  }

  /**
   * The index of the unit word after an amount written in words at {@code i} ("half a cup", "a
   * quarter cup", "en halv teskje", "one tin", "ei kvart kopp", "en hel teskje"), or {@code i} when
   * there is none.
   */
  static int spelledAmount(List<Token> tokens, int i) {
    String w = tokens.get(i).word;
    int k;
    if (w.equals("half")) {
      k =
          i + 1 < tokens.size() && RecipeClaims.ONE.contains(tokens.get(i + 1).word)
              ? i + 2
              : i + 1;
    } else if (RecipeClaims.ONE.contains(w)
        || w.equals("two")
        || w.equals("three")
        || w.equals("tre")) {
      k = i + 1;
      if (k < tokens.size() && FRACTION_WORDS.containsKey(tokens.get(k).word)) {
        k++;
      }
    } else {
      return i;
    }
    if (i > 0 && tokens.get(i - 1).kind == Token.NUMBER) {
      return i; // "2 a day"
    }
    return k < tokens.size()
            && tokens.get(k).kind == Token.WORD
            && UNITS.containsKey(tokens.get(k).word)
            && !tokens.get(k).word.equals("ts")
            && !tokens.get(k).word.equals("ss")
        ? k
        : i;
  }

  private static final Map<String, Double> FRACTION_WORDS =
      Map.of(
          "half", 0.5,
          "halv", 0.5,
          "halvt", 0.5,
          "quarter", 0.25,
          "kvart", 0.25,
          "hel", 1.0,
          "heil", 1.0,
          "whole", 1.0,
          "full", 1.0);

  /** The value of an amount in words at {@code i} ({@link #spelledAmount} found its unit). */
  static double spelled(List<Token> tokens, int i) {
    String w = tokens.get(i).word;
    if (w.equals("half")) {
      return 0.5;
    }
    double base = w.equals("two") ? 2 : w.equals("three") || w.equals("tre") ? 3 : 1;
    Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
    if (next != null && FRACTION_WORDS.containsKey(next.word)) {
      return base * FRACTION_WORDS.get(next.word);
    }
    return base;
  }

  static Span scaled(double lo, double hi, String[] u, String text, int start, int end) {
    double f = Double.parseDouble(u[2]);
    return new Span(lo * f, hi * f, text.substring(start, end));
  }

  /** Unit word → {family, unit, factor to the family's base (g, ml, 1)}. */
  static final Map<String, String[]> UNITS = units();

  private static Map<String, String[]> units() {
    Map<String, String[]> m = new java.util.HashMap<>();
    for (String w : List.of("g", "gram", "grams", "gramm", "gr")) {
      m.put(w, new String[] {"mass", "g", "1"});
    }
    for (String w : List.of("kg", "kilo", "kilos")) {
      m.put(w, new String[] {"mass", "kg", "1000"});
    }
    for (String w : List.of("oz", "ounce", "ounces")) {
      m.put(w, new String[] {"mass", "oz", "28.35"});
    }
    for (String w : List.of("lb", "lbs", "pound", "pounds", "pund")) {
      m.put(w, new String[] {"mass", "lb", "453.6"});
    }
    m.put("ml", new String[] {"volume", "ml", "1"});
    m.put("cl", new String[] {"volume", "cl", "10"});
    m.put("dl", new String[] {"volume", "dl", "100"});
    for (String w : List.of("l", "liter", "litre", "liters", "litres", "literen")) {
      m.put(w, new String[] {"volume", "l", "1000"});
    }
    for (String w : List.of("cup", "cups", "kopp", "kopper")) {
      m.put(w, new String[] {"volume", "cup", "236.6"});
    }
    for (String w : WordLists.list("RecipeAmounts.list")) {
      m.put(w, new String[] {"volume", "tbsp", "15"});
    }
    for (String w : WordLists.list("RecipeAmounts.list.2")) {
      m.put(w, new String[] {"volume", "tsp", "5"});
    }
    for (String w : List.of("clove", "cloves", "fedd")) {
      m.put(w, new String[] {"count", "clove", "1"});
    }
    for (String w : List.of("tin", "tins", "can", "cans", "boks", "bokser", "hermetikkboks")) {
      m.put(w, new String[] {"count", "tin", "1"});
    }
    for (String w : List.of("leaf", "leaves", "blad", "blader")) {
      m.put(w, new String[] {"count", "leaf", "1"});
    }
    for (String w : List.of("piece", "pieces", "stk", "stykk", "stykker")) {
      m.put(w, new String[] {"count", "piece", "1"});
    }
    return Map.copyOf(m);
  }

  /** Words after an amount that do not name the ingredient ("2 tins of chopped tomatoes"). */
  private static final Set<String> FILLER = WordLists.set("RecipeAmounts.FILLER");

  /** Words that end an amount's clause: what comes after names something else. */
  private static final Set<String> STOPS = Set.of("and", "og", "or", "eller", "with", "then");

  /** Norwegian words that qualify an ingredient, as the English ones its name may hold. */
  private static final Map<String, String> QUALIFIERS =
      Map.of(
          "malt", "ground",
          "malte", "ground",
          "hakket", "chopped",
          "hakkede", "chopped",
          "kald", "chilled",
          "kaldt", "chilled",
          "kalde", "chilled",
          "cold", "chilled",
          "frisk", "fresh");

  /** Norwegian compounds that name a qualified ingredient ("mandelflak": flaked almonds). */
  private static final Map<String, String> QUALIFIED =
      Map.of("mandelflak", "flaked", "mandelmel", "ground", "melis", "icing");

  /** Norwegian words for the ingredients recipes name in English. */
  private static final Map<String, List<String>> NORWEGIAN =
      Map.ofEntries(
          Map.entry("mel", List.of("flour")),
          Map.entry("hvetemel", List.of("flour")),
          Map.entry("smør", List.of("butter")),
          Map.entry("sukker", List.of("sugar")),
          Map.entry("strøsukker", List.of("sugar")),
          Map.entry("melis", List.of("sugar")),
          Map.entry("mandler", List.of("almonds", "almond")),
          Map.entry("mandel", List.of("almonds", "almond")),
          Map.entry("mandelmel", List.of("almonds")),
          Map.entry("mandelflak", List.of("almonds", "almond")),
          Map.entry("farin", List.of("sugar")),
          Map.entry("sukkeret", List.of("sugar")),
          Map.entry("italiensk", List.of("italian")),
          Map.entry("krydder", List.of("seasoning")),
          Map.entry("krydderblanding", List.of("seasoning")),
          Map.entry("hvitløk", List.of("garlic")),
          Map.entry("hvitløksfedd", List.of("garlic")),
          Map.entry("tomat", List.of("tomatoes", "tomato")),
          Map.entry("tomater", List.of("tomatoes", "tomato")),
          Map.entry("tomatene", List.of("tomatoes", "tomato")),
          Map.entry("olje", List.of("oil")),
          Map.entry("olivenolje", List.of("olive", "oil")),
          Map.entry("basilikum", List.of("basil")),
          Map.entry("egg", List.of("egg", "eggs")),
          Map.entry("eggene", List.of("egg", "eggs")),
          Map.entry("vann", List.of("water")),
          Map.entry("syltetøy", List.of("jam")),
          Map.entry("chili", List.of("chilli", "chili", "chile")),
          Map.entry("chiliflak", List.of("chilli", "chili", "chile")),
          Map.entry("parmesan", List.of("parmigiano", "parmesan")),
          Map.entry("løk", List.of("onion", "onions")),
          Map.entry("kylling", List.of("chicken")),
          Map.entry("melk", List.of("milk")),
          Map.entry("fløte", List.of("cream")),
          Map.entry("ost", List.of("cheese")),
          Map.entry("ris", List.of("rice")),
          Map.entry("poteter", List.of("potatoes", "potato")),
          Map.entry("potet", List.of("potatoes", "potato")),
          Map.entry("gulrøtter", List.of("carrots", "carrot")),
          Map.entry("gulrot", List.of("carrots", "carrot")),
          Map.entry("sitron", List.of("lemon")),
          Map.entry("honning", List.of("honey")),
          Map.entry("gjær", List.of("yeast")),
          Map.entry("kanel", List.of("cinnamon")),
          Map.entry("ingefær", List.of("ginger")),
          Map.entry("persille", List.of("parsley")),
          Map.entry("laks", List.of("salmon")),
          Map.entry("reker", List.of("prawns", "shrimp")),
          Map.entry("pasta", List.of("penne", "spaghetti", "pasta", "macaroni", "linguine")));

  /**
   * Judges an amount against the ingredient the words from {@code from} on name; null when they
   * name none, or none of its amounts is in the amount's family, or one is near it.
   */
  static String amount(
      List<Recipe> recipes, Naming naming, List<Token> tokens, int from, Amount stated) {
    List<Ingredient> named = new ArrayList<>();
    List<String> qualifiers = new ArrayList<>(); // "chilled", "malte", "mandel*flak*"
    from = afterConversion(tokens, from);
    for (int k = from, words = 0; k < tokens.size() && words < 4; k++) {
      Token w = tokens.get(k);
      if (w.kind != Token.WORD || STOPS.contains(w.word)) {
        break;
      }
      words++;
      String q = QUALIFIERS.getOrDefault(w.word, w.word);
      if (FILLER.contains(w.word)) {
        qualifiers.add(q);
        continue;
      }
      if (QUALIFIED.containsKey(w.word)) {
        qualifiers.add(QUALIFIED.get(w.word));
      }
      named.addAll(naming.named(w.word)); // empty before: the first word naming one breaks
      if (!named.isEmpty()) {
        break; // the first word that names an ingredient decides
      }
    }
    if (named.size() > 1) {
      // "Til fyllet trenger du 75 g smør": of the pastry's and the filling's butter, the filling's
      named = inPart(named, tokens, from);
    }
    if (named.size() > 1 && !qualifiers.isEmpty()) {
      // "chilled butter" of "chilled butter" and "butter": the one its words qualify
      List<Ingredient> qualified = new ArrayList<>();
      for (Ingredient in : named) {
        String name = in.name().toLowerCase(Locale.ROOT);
        for (String q : qualifiers) {
          if (name.contains(q) && !qualified.contains(in)) {
            qualified.add(in);
          }
        }
      }
      if (!qualified.isEmpty()) {
        named = qualified;
      }
    }
    boolean comparable = false;
    for (Ingredient in : named) {
      for (Amount a : in.amounts()) {
        if (!a.family().equals(stated.family())) {
          continue;
        }
        if (stated.family().equals("count") && !a.unit().equals(stated.unit())) {
          // "6 basil leaves" states "6 leaves"; "2 tomatoes" says nothing against "1 tin"
          if (RecipeClaims.holds(a.span(), stated.span(), 0)) {
            return null;
          }
          continue;
        }
        comparable = true;
        // the recipe's own unit is read as written; a converted one ("1 pund" ≈ 450 g) is near
        double slack = a.unit().equals(stated.unit()) ? 0.05 : 0.15;
        if (near(a.span(), stated.span(), slack)) {
          return null;
        }
      }
    }
    if (!comparable) {
      return null;
    }
    List<String> real = new ArrayList<>();
    for (Ingredient in : named) {
      real.add((in.measure().isEmpty() ? "" : in.measure() + " ") + in.name());
    }
    return "'" + stated.span().text() + "' where the recipe says " + String.join("; ", real);
  }

  /**
   * Of several ingredients of one name, those of the part of the dish the reply's sentence names
   * nearest the amount ending before {@code from} ("The pastry takes 125 g of butter", "Til fyllet
   * trenger du 75 g smør"), or all of them when it names none the recipe gave them.
   */
  private static List<Ingredient> inPart(List<Ingredient> named, List<Token> tokens, int from) {
    boolean any = false;
    for (Ingredient in : named) {
      any |= !in.part().isEmpty();
    }
    if (!any) {
      return named;
    }
    // the part the amount is said to be for ("125 g smør til fyllet"); else the part named in its
    // clause, before it or after it; else one set before the clause as a heading of the sentence
    // ("For the filling, melt 75 g of butter")
    int anchor = Math.min(from, tokens.size()) - 1;
    String part = null;
    int high = Math.min(tokens.size(), from + PART_REACH);
    for (int k = Math.max(from, 1); k < high && part == null; k++) {
      Token t = tokens.get(k);
      if (clauseEnd(t) || t.kind == Token.NUMBER) {
        break;
      }
      part = t.kind == Token.WORD && headed(tokens, k) ? part(t.word) : null;
    }
    int low = Math.max(0, anchor - PART_REACH);
    for (int k = anchor - 1; k >= low && part == null && !clauseEnd(tokens.get(k)); k--) {
      part = tokens.get(k).kind == Token.WORD ? part(tokens.get(k).word) : null;
    }
    for (int k = Math.max(from, 0); k < high && part == null; k++) {
      Token t = tokens.get(k);
      if (clauseEnd(t) || t.kind == Token.NUMBER) {
        break;
      }
      part = t.kind == Token.WORD ? part(t.word) : null;
    }
    for (int k = anchor - 1;
        k >= Math.max(1, anchor - 3 * PART_REACH) && part == null && !sentenceEnd(tokens.get(k));
        k--) {
      part =
          tokens.get(k).kind == Token.WORD && headed(tokens, k) ? part(tokens.get(k).word) : null;
    }
    if (part == null) {
      return named;
    }
    List<Ingredient> out = new ArrayList<>(named.size());
    for (Ingredient in : named) {
      if (in.part().equals(part)) {
        out.add(in);
      }
    }
    return out.isEmpty() ? named : out;
  }

  /** Whether the word at {@code k} follows "for", "til", "to", "in" or "i" (and "the"). */
  private static boolean headed(List<Token> tokens, int k) {
    int b = k - 1;
    if (b >= 1 && tokens.get(b).word.equals("the")) {
      b--;
    }
    if (b < 0) {
      return false;
    }
    String w = tokens.get(b).word;
    return w.equals("for") || w.equals("til") || w.equals("to") || w.equals("in") || w.equals("i");
  }

  /** The most tokens looked at on either side of an amount for the part of the dish it names. */
  private static final int PART_REACH = 12;

  private static boolean sentenceEnd(Token t) {
    return t.kind == Token.MARK
        && (t.mark == '.' || t.mark == '!' || t.mark == '?' || t.mark == ';');
  }

  private static boolean clauseEnd(Token t) {
    return sentenceEnd(t) || t.kind == Token.MARK && (t.mark == ',' || t.mark == ':');
  }

  /**
   * The part of a dish a word names, in English or Norwegian ("pastry", "mørdeigsbunnen", "the
   * filling", "fyllet", "sausen"), or null.
   */
  static String part(String w) {
    if (w.length() < 4) {
      return null;
    }
    if (w.equals("pastry") || w.equals("dough") || w.equals("crust") || w.contains("deig")) {
      return "pastry";
    }
    if (w.startsWith("filling") || w.startsWith("filing") || w.startsWith("fyll")) {
      return "filling";
    }
    if (w.equals("sauce") || w.equals("saus") || w.equals("sausen")) {
      return "sauce";
    }
    if (w.startsWith("topping")) {
      return "topping";
    }
    if (w.equals("icing") || w.equals("frosting") || w.startsWith("glasur")) {
      return "icing";
    }
    return null;
  }

  /**
   * Gives each of several ingredients of one name ("chilled butter" and "butter") the part of the
   * dish the method uses it in: the method names a part ("To make the pastry", "For the filling")
   * and the name's mentions after it fall in that part until another is named; when the mentions
   * fall in as many distinct parts as there are such ingredients, in turn, the ingredients (in the
   * recipe's order) take those parts in that order. Otherwise none is given a part. Linear in the
   * method, once per shared name word.
   */
  static void parts(List<Ingredient> ingredients, String method) {
    Map<String, List<Integer>> byWord = new java.util.LinkedHashMap<>();
    for (int i = 0; i < ingredients.size(); i++) {
      for (String w : ingredients.get(i).words()) {
        List<Integer> at = byWord.computeIfAbsent(w, k -> new ArrayList<>(2));
        if (!at.contains(i)) {
          at.add(i);
        }
      }
    }
    List<Token> tokens = null;
    for (Map.Entry<String, List<Integer>> e : byWord.entrySet()) {
      List<Integer> group = e.getValue();
      if (group.size() < 2 || group.size() > 4 || !ingredients.get(group.get(0)).part().isEmpty()) {
        continue;
      }
      if (tokens == null) {
        tokens = Token.read(method, RecipeReader.MAX_METHOD_CHARS);
      }
      List<String> seen = new ArrayList<>(group.size());
      String current = null;
      boolean unknown = false;
      for (Token t : tokens) {
        if (t.kind != Token.WORD) {
          continue;
        }
        String p = part(t.word);
        if (p != null) {
          current = p;
        } else if (t.word.equals(e.getKey()) || stem(t.word, e.getKey())) {
          if (current == null) {
            unknown = true;
            break;
          }
          if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(current)) {
            seen.add(current);
          }
        }
      }
      if (unknown
          || seen.size() != group.size()
          || new java.util.HashSet<>(seen).size() != seen.size()) {
        continue;
      }
      for (int k = 0; k < group.size(); k++) {
        int i = group.get(k);
        ingredients.set(i, ingredients.get(i).withPart(seen.get(k)));
      }
    }
  }

  /**
   * The index after the same amount in another unit right after a stated one ("175g (6oz) of
   * sugar", "175g/6oz flour"), or {@code from} when there is none: the words after it name the
   * ingredient.
   */
  private static int afterConversion(List<Token> tokens, int from) {
    if (from >= tokens.size() || tokens.get(from).kind != Token.MARK) {
      return from;
    }
    char c = tokens.get(from).mark;
    if (c != '(' && c != '/') {
      return from;
    }
    int k = from + 1;
    if (k + 1 >= tokens.size()
        || tokens.get(k).kind != Token.NUMBER
        || tokens.get(k + 1).kind != Token.WORD
        || !UNITS.containsKey(tokens.get(k + 1).word)) {
      return from;
    }
    k += 2;
    if (c == '(') {
      if (k >= tokens.size() || tokens.get(k).kind != Token.MARK || tokens.get(k).mark != ')') {
        return from;
      }
      k++;
    }
    return k;
  }

  /**
   * The count unit the words after a bare count name ("6 basil leaves", "3 basilikumblader", "2
   * hvitløksfedd"), or "" when they name none: a count of leaves is judged against the recipe's
   * leaves.
   */
  static String countUnit(List<Token> tokens, int from) {
    for (int k = from; k < tokens.size() && k < from + 3; k++) {
      Token w = tokens.get(k);
      if (w.kind != Token.WORD || STOPS.contains(w.word)) {
        break;
      }
      String[] u = UNITS.get(w.word);
      if (u != null && u[0].equals("count")) {
        return u[1];
      }
      for (String suffix : COUNT_SUFFIXES) {
        if (w.word.length() > suffix.length() + 3 && w.word.endsWith(suffix)) {
          return UNITS.get(suffix)[1];
        }
      }
    }
    return "";
  }

  /** Norwegian compounds' last parts that are a count unit ("basilikumblader"). */
  private static final List<String> COUNT_SUFFIXES = List.of("blader", "blad", "fedd");

  /**
   * The ingredients of the recipes a word names ({@link #names}), each once, in the recipes' order,
   * read once per word of a reply: a long reply names the same few ingredients over and over (#24).
   * At most {@value #MAX_NAMING} words are kept; others are read each time.
   */
  static final class Naming {
    private static final int MAX_NAMING = 4096;
    private final List<Recipe> recipes;
    private final Map<String, List<Ingredient>> byWord = new java.util.HashMap<>();

    Naming(List<Recipe> recipes) {
      this.recipes = recipes;
    }

    List<Ingredient> named(String word) {
      List<Ingredient> known = byWord.get(word);
      if (known != null) {
        return known;
      }
      List<Ingredient> named = new ArrayList<>(2);
      for (Recipe r : recipes) {
        for (Ingredient in : r.ingredients()) {
          if (!named.contains(in) && names(in, word)) {
            named.add(in);
          }
        }
      }
      List<Ingredient> out = named.isEmpty() ? List.of() : List.copyOf(named);
      if (byWord.size() < MAX_NAMING) {
        byWord.put(word, out);
      }
      return out;
    }
  }

  /** Whether a reply's word names the ingredient: the same word, or one with an ending added. */
  private static boolean names(Ingredient in, String word) {
    List<String> candidates = NORWEGIAN.get(word);
    if (candidates == null) {
      candidates = List.of(word);
      for (String suffix : COUNT_SUFFIXES) { // "basilikumblader", "hvitløksfedd"
        if (word.length() > suffix.length() + 3 && word.endsWith(suffix)) {
          String head = word.substring(0, word.length() - suffix.length());
          candidates = NORWEGIAN.getOrDefault(head, List.of(head));
          break;
        }
      }
    }
    for (String c : candidates) {
      for (String w : in.words()) {
        if (w.equals(c) || stem(w, c)) {
          return true;
        }
      }
    }
    return false;
  }

  /** "almond" and "almonds", "tomato" and "tomatoes": one starts with the other, 4+ letters. */
  private static boolean stem(String a, String b) {
    String shorter = a.length() <= b.length() ? a : b;
    String longer = shorter == a ? b : a;
    if (longer.equals(shorter + "s") && shorter.length() >= 3) {
      return true; // "egg" and "eggs"
    }
    return shorter.length() >= 4
        && longer.startsWith(shorter)
        && longer.length() - shorter.length() <= 2;
  }

  private static boolean near(Span real, Span s, double slack) {
    return s.hi() >= real.lo() * (1 - slack) - 1e-9 && s.lo() <= real.hi() * (1 + slack) + 1e-9;
  }
}

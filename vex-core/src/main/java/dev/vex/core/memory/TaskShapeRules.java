package dev.vex.core.memory;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The default {@link MemoryPolicy}: English and Norwegian rules that split a message into clauses
 * and judge each as a personal fact, a task, or neither. Work is linear in the text, which is read
 * only up to {@value #MAX_INPUT} characters. Thread-safe (stateless).
 */
final class TaskShapeRules implements MemoryPolicy {
  static final TaskShapeRules INSTANCE = new TaskShapeRules();

  /** Longer messages are documents, not facts. */
  static final int MAX_INPUT = 2_000;

  /** A longer clause is not kept as a fact. */
  static final int MAX_CLAUSE = 300;

  /** At most this many facts are kept from one message. */
  static final int MAX_FACTS = 8;

  enum Shape {
    FACT,
    TASK,
    NEUTRAL
  }

  record Clause(String text, Shape shape) {}

  private TaskShapeRules() {}

  @Override
  public List<String> memorable(String text, TurnSignals signals) {
    if (text == null || text.length() > MAX_INPUT) {
      return List.of();
    }
    List<String> facts = new ArrayList<>(2);
    for (Clause c : clauses(text, signals)) {
      if (c.shape() == Shape.FACT && c.text().length() <= MAX_CLAUSE && facts.size() < MAX_FACTS) {
        facts.add(c.text());
      }
    }
    return List.copyOf(facts);
  }

  @Override
  public boolean admits(String text, TurnSignals signals) {
    if (text == null || text.isBlank() || text.length() > MAX_INPUT) {
      return false;
    }
    for (Clause c : clauses(text, signals)) {
      if (c.shape() == Shape.TASK) {
        return false;
      }
    }
    return true;
  }

  // ---------------------------------------------------------------- clauses

  static List<Clause> clauses(String text, TurnSignals signals) {
    String s = text.replace('\u2019', '\'').replace('\u2018', '\'');
    List<Clause> out = new ArrayList<>();
    int n = s.length();
    int start = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      boolean end = c == '\n';
      if (!end && ".!?;:\u2026".indexOf(c) >= 0) {
        int j = i;
        while (j + 1 < n && ".!?;:\u2026".indexOf(s.charAt(j + 1)) >= 0) {
          j++;
        }
        if (j + 1 >= n || Character.isWhitespace(s.charAt(j + 1))) {
          boolean question = s.substring(i, j + 1).indexOf('?') >= 0;
          sentence(s, start, i, question, signals, out);
          i = j;
          start = j + 1;
          continue;
        }
        i = j;
        continue;
      }
      if (end) {
        sentence(s, start, i, false, signals, out);
        start = i + 1;
      }
    }
    if (start < n) {
      sentence(s, start, n, false, signals, out);
    }
    return out;
  }

  /** A word of the text, or a comma; {@code norm} is lower case, contractions expanded. */
  private record Tok(String norm, int start, int end, boolean comma, boolean upper) {}

  private static void sentence(
      String s, int from, int to, boolean question, TurnSignals signals, List<Clause> out) {
    List<Tok> toks = tokenize(s, from, to);
    int clauseStart = 0;
    for (int i = 0; i < toks.size(); i++) {
      Tok t = toks.get(i);
      boolean boundary = t.comma() || CONJUNCTIONS.contains(t.norm());
      if (!boundary || i == clauseStart) {
        continue;
      }
      int next = skipConnectors(toks, i + 1);
      if (next >= toks.size()) {
        continue;
      }
      int wordsBefore = words(toks, clauseStart, i);
      if (startsClause(toks, next, t.comma(), wordsBefore)) {
        judge(s, toks.subList(clauseStart, i), false, signals, out);
        clauseStart = i + 1;
      }
    }
    judge(s, toks.subList(clauseStart, toks.size()), question, signals, out);
  }

  private static boolean startsClause(List<Tok> toks, int at, boolean comma, int wordsBefore) {
    String w = toks.get(at).norm();
    if (QUESTION_WORDS.contains(w)
        || POLITE.contains(w)
        || SECOND_PERSON.contains(w)
        || w.equals("remember")) {
      return true;
    }
    if (STRONG_VERBS.contains(w) || (!comma && DESIRE_HEADS.contains(w))) {
      return true;
    }
    if (TASK_VERBS.contains(w)
        && at + 1 < toks.size()
        && OBJECTS.contains(toks.get(at + 1).norm())) {
      return true;
    }
    if (firstPerson(toks, at)) {
      return comma || wordsBefore >= 3;
    }
    return false;
  }

  private static int words(List<Tok> toks, int from, int to) {
    int n = 0;
    for (int i = from; i < to; i++) {
      if (!toks.get(i).comma()) {
        n++;
      }
    }
    return n;
  }

  private static int skipConnectors(List<Tok> toks, int i) {
    while (i < toks.size() && (toks.get(i).comma() || CONNECTORS.contains(toks.get(i).norm()))) {
      i++;
    }
    return i;
  }

  private static boolean firstPerson(List<Tok> toks, int at) {
    String w = toks.get(at).norm();
    if (SUBJECTS.contains(w) || POSSESSIVES.contains(w) || w.equals("me") || w.equals("meg")) {
      return !w.equals("me") && !w.equals("meg") || isAnd(toks, at + 1);
    }
    return at + 1 < toks.size() && POSTPOSED.contains(toks.get(at + 1).norm());
  }

  private static boolean isAnd(List<Tok> toks, int at) {
    return at < toks.size()
        && (toks.get(at).norm().equals("and") || toks.get(at).norm().equals("og"));
  }

  // ---------------------------------------------------------------- judging one clause

  private static void judge(
      String s, List<Tok> raw, boolean question, TurnSignals signals, List<Clause> out) {
    List<Tok> t = new ArrayList<>(raw.size());
    for (Tok k : raw) {
      if (!k.comma() || !t.isEmpty()) {
        t.add(k);
      }
    }
    boolean polite = false;
    boolean memo = false;
    int i = 0;
    while (i < t.size()) {
      String w = t.get(i).norm();
      if (t.get(i).comma() || CONNECTORS.contains(w)) {
        i++;
      } else if (POLITE.contains(w)) {
        polite = true;
        i++;
      } else if (i + 1 < t.size() && REQUEST_PAIRS.contains(w + " " + t.get(i + 1).norm())) {
        polite = true;
        i += 2;
      } else {
        int p = prefix(t, i);
        if (p == i) {
          break;
        }
        memo = memo || MEMO_PREFIX_HEADS.contains(w);
        i = p;
      }
    }
    if (i >= t.size()) {
      return;
    }
    List<Tok> c = t.subList(i, t.size());
    String text = text(s, c);
    if (memo) {
      // "remember that I'm vegetarian": the request is to keep a fact, the rest is the fact
      if (firstPerson(c, 0) || subjectAt(c) >= 0) {
        out.add(new Clause(text, statement(c, signals)));
      } else {
        out.add(new Clause(text, Shape.TASK));
      }
      return;
    }
    if (question || polite) {
      out.add(new Clause(text, Shape.TASK));
      return;
    }
    out.add(new Clause(text, shape(c, signals)));
  }

  /** Skips a memo or aside prefix ("remember that", "by the way", "husk at") starting at i. */
  private static int prefix(List<Tok> t, int i) {
    for (String[] p : PREFIXES) {
      if (i + p.length <= t.size()) {
        boolean match = true;
        for (int k = 0; k < p.length && match; k++) {
          match = t.get(i + k).norm().equals(p[k]);
        }
        if (match) {
          int next = i + p.length;
          if (MEMO_PREFIX_HEADS.contains(p[0])) {
            // "remember to call mom" is a reminder, not a fact
            if (next >= t.size()
                || t.get(next).norm().equals("to")
                || t.get(next).norm().equals("å")) {
              return i;
            }
          }
          return next;
        }
      }
    }
    return i;
  }

  private static Shape shape(List<Tok> c, TurnSignals signals) {
    String w0 = c.get(0).norm();
    if (isCallMe(c)) {
      return Shape.FACT;
    }
    if (SUBORDINATORS.contains(w0) && c.size() > 1 && SUBJECTS.contains(c.get(1).norm())) {
      // "when I was young I lived in Spain": a statement, not a question
      return statement(c, signals);
    }
    if (TASK_VERBS.contains(w0)
        || SECOND_PERSON.contains(w0)
        || QUESTION_WORDS.contains(w0)
        || MEMO_PREFIX_HEADS.contains(w0)
        || DESIRE_HEADS.contains(w0)) {
      return Shape.TASK;
    }
    if (firstPerson(c, 0) || (FRONTING.contains(w0) && subjectAt(c) > 0)) {
      return statement(c, signals);
    }
    return Shape.NEUTRAL;
  }

  /** Judges a first-person statement. */
  private static Shape statement(List<Tok> c, TurnSignals signals) {
    List<String> w = new ArrayList<>(c.size());
    int subject = subjectAt(c);
    if (subject > 0 && !firstPerson(c, 0)) {
      // Norwegian and English fronting: "til daglig jobber jeg som lærer" -> "jeg jobber ..."
      w.add(c.get(subject).norm());
      w.add(c.get(subject - 1).norm());
      for (int k = subject + 1; k < c.size(); k++) {
        w.add(c.get(k).norm());
      }
    } else {
      for (Tok k : c) {
        if (!k.comma()) {
          w.add(k.norm());
        }
      }
    }
    if (w.size() < 2 || filler(w)) {
      return Shape.NEUTRAL;
    }
    if (transient_(w)) {
      return Shape.NEUTRAL;
    }
    if (SUBJECTS.contains(w.get(0))) {
      String v = w.get(1);
      String v2 = w.size() > 2 ? w.get(2) : "";
      String v3 = w.size() > 3 ? w.get(3) : "";
      if (desire(v, v2, v3)) {
        return Shape.TASK;
      }
      if (plan(v, v2)) {
        return signals.taskTurn() ? Shape.TASK : Shape.FACT;
      }
    }
    return Shape.FACT;
  }

  private static boolean desire(String v, String v2, String v3) {
    switch (v) {
      case "need", "needs", "require", "must", "gotta", "trenger", "må", "lurer" -> {
        return true;
      }
      case "would" -> {
        return v2.equals("like") || v2.equals("love") || v2.equals("appreciate");
      }
      case "want", "wanna", "vil" -> {
        return OBJECTS.contains(v2)
            || v2.equals("you")
            || v2.equals("ha")
            || v2.equals("at")
            || v2.equals("gjerne")
            || TASK_VERBS.contains(v2)
            || KNOW_VERBS.contains(v2)
            || ((v2.equals("to") || v2.equals("å"))
                && (TASK_VERBS.contains(v3) || KNOW_VERBS.contains(v3)));
      }
      case "am", "are", "was" -> {
        return v2.equals("looking")
            || v2.equals("searching")
            || v2.equals("wondering")
            || (v2.equals("trying") && v3.equals("to"));
      }
      case "have", "has" -> {
        return v2.equals("to") || (v2.equals("got") && v3.equals("to"));
      }
      case "wonder", "ser", "leter" -> {
        return !v.equals("ser") || v2.equals("etter");
      }
      case "skulle" -> {
        return v2.equals("gjerne") || v2.equals("ha");
      }
      case "ønsker" -> {
        return v2.equals("meg") || (v2.equals("å") && v3.equals("få"));
      }
      default -> {
        return false;
      }
    }
  }

  private static boolean plan(String v, String v2) {
    return switch (v) {
      case "want",
          "plan",
          "plans",
          "hope",
          "will",
          "intend",
          "ønsker",
          "planlegger",
          "skal",
          "håper",
          "vil" ->
          true;
      case "would" -> !v2.equals("prefer") && !v2.equals("rather");
      case "am", "are" ->
          v2.equals("planning")
              || v2.equals("going")
              || v2.equals("thinking")
              || v2.equals("about");
      case "har" -> v2.equals("tenkt") || v2.equals("lyst");
      case "kommer" -> v2.equals("til");
      case "tenker" -> v2.equals("på");
      default -> false;
    };
  }

  private static boolean filler(List<String> w) {
    if (w.size() > 5) {
      return false;
    }
    String joined = String.join(" ", w);
    for (String f : FILLERS) {
      if (joined.equals(f) || joined.startsWith(f + " ")) {
        return true;
      }
    }
    return false;
  }

  private static boolean transient_(List<String> w) {
    for (int i = 0; i < w.size(); i++) {
      String a = w.get(i);
      if (TRANSIENT.contains(a)) {
        return true;
      }
      if (i + 1 < w.size() && TRANSIENT.contains(a + " " + w.get(i + 1))) {
        return true;
      }
    }
    return false;
  }

  /** The index of "jeg"/"vi"/"i"/"we" within the first five words, or -1. */
  private static int subjectAt(List<Tok> c) {
    for (int k = 0; k < Math.min(c.size(), 5); k++) {
      String w = c.get(k).norm();
      if (SUBJECTS.contains(w)
          && !(w.equals("i") && k > 0 && c.get(k).start() >= 0 && !c.get(k).upper())) {
        return k;
      }
    }
    return -1;
  }

  private static boolean isCallMe(List<Tok> c) {
    if (c.size() < 3 || c.size() > 5) {
      return false;
    }
    String a = c.get(0).norm();
    String b = c.get(1).norm();
    if (!((a.equals("call") && b.equals("me")) || (a.equals("kall") && b.equals("meg")))) {
      return false;
    }
    for (int k = 2; k < c.size(); k++) {
      if (!c.get(k).upper()
          || OBJECTS.contains(c.get(k).norm())
          || TRANSIENT.contains(c.get(k).norm())) {
        return false;
      }
    }
    return true;
  }

  private static String text(String s, List<Tok> c) {
    String t = s.substring(c.get(0).start(), c.get(c.size() - 1).end());
    return t.replaceAll("\\s+", " ").strip();
  }

  // ---------------------------------------------------------------- tokens

  private static List<Tok> tokenize(String s, int from, int to) {
    List<Tok> out = new ArrayList<>();
    int i = from;
    while (i < to) {
      char c = s.charAt(i);
      if (c == ',') {
        out.add(new Tok(",", i, i + 1, true, false));
        i++;
      } else if (Character.isLetterOrDigit(c)) {
        int j = i + 1;
        while (j < to) {
          char d = s.charAt(j);
          if (Character.isLetterOrDigit(d)) {
            j++;
          } else if ("'-@_./%&+".indexOf(d) >= 0
              && j + 1 < to
              && Character.isLetterOrDigit(s.charAt(j + 1))) {
            j += 2;
          } else {
            break;
          }
        }
        String word = s.substring(i, j);
        String norm = word.toLowerCase(Locale.ROOT);
        boolean upper = Character.isUpperCase(c);
        String[] expanded = CONTRACTIONS.get(norm);
        if (expanded == null) {
          out.add(new Tok(norm, i, j, false, upper));
        } else {
          for (String e : expanded) {
            out.add(new Tok(e, i, j, false, upper));
          }
        }
        i = j;
      } else {
        i++;
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- word lists

  /** The word lists, read once from {@code task-shape-words.txt} beside this class. */
  static final WordLists WORDS = WordLists.read("task-shape-words.txt");

  private static final Map<String, String[]> CONTRACTIONS = WORDS.pairs("CONTRACTIONS");

  private static final Set<String> SUBJECTS = WORDS.set("SUBJECTS");

  private static final Set<String> POSSESSIVES = WORDS.set("POSSESSIVES");

  private static final Set<String> POSTPOSED = WORDS.set("POSTPOSED");

  private static final Set<String> CONJUNCTIONS = WORDS.set("CONJUNCTIONS");

  private static final Set<String> CONNECTORS = WORDS.set("CONNECTORS");

  private static final Set<String> POLITE = WORDS.set("POLITE");

  private static final Set<String> REQUEST_PAIRS = WORDS.set("REQUEST_PAIRS");

  private static final Set<String> MEMO_PREFIX_HEADS = WORDS.set("MEMO_PREFIX_HEADS");

  private static final String[][] PREFIXES = WORDS.phrases("PREFIXES");

  private static final Set<String> FRONTING = WORDS.set("FRONTING");

  private static final Set<String> SUBORDINATORS = WORDS.set("SUBORDINATORS");

  private static final Set<String> QUESTION_WORDS = WORDS.set("QUESTION_WORDS");

  /** Imperatives that unmistakably start a request, even after a comma. */
  private static final Set<String> STRONG_VERBS = WORDS.set("STRONG_VERBS");

  private static final Set<String> TASK_VERBS;

  static {
    Set<String> all = new HashSet<>(STRONG_VERBS);
    all.addAll(WORDS.set("MORE_TASK_VERBS"));
    TASK_VERBS = Set.copyOf(all);
  }

  /** A clause about or addressed to the assistant: an instruction, not a fact about the user. */
  private static final Set<String> SECOND_PERSON = WORDS.set("SECOND_PERSON");

  /** A request that shares the subject of the clause before: "... and need the price". */
  private static final Set<String> DESIRE_HEADS = WORDS.set("DESIRE_HEADS");

  private static final Set<String> KNOW_VERBS = WORDS.set("KNOW_VERBS");

  private static final Set<String> OBJECTS = WORDS.set("OBJECTS");

  private static final Set<String> TRANSIENT = WORDS.set("TRANSIENT");

  private static final List<String> FILLERS = WORDS.list("FILLERS");
}

package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The names people write for clubs besides the ones the sports source gives: nicknames and short
 * forms ("the Reds" and "Liverpool FC" for Liverpool, "Spurs" for Tottenham, "Man Utd" for
 * Manchester United, "RBK" for Rosenborg). Only names that point at one club are listed ("United"
 * and "City" are not). A team's figures keep their own aliases first, so the subject key does not
 * change.
 */
final class Teams {
  /** Short forms by the lower-case name the source uses (or one of its aliases). */
  private static final Map<String, List<String>> SHORT =
      Map.ofEntries(
          Map.entry("liverpool", List.of("the Reds", "Liverpool FC", "LFC")),
          Map.entry(
              "tottenham", List.of("Spurs", "Tottenham Hotspur", "THFC", "Tottenham Hotspurs")),
          Map.entry(
              "tottenham hotspur", List.of("Spurs", "Tottenham", "THFC", "Tottenham Hotspurs")),
          Map.entry(
              "manchester united",
              List.of("Man United", "Man Utd", "Man. United", "Man U", "the Red Devils", "MUFC")),
          Map.entry(
              "manchester city", List.of("Man City", "Man. City", "the Citizens", "the Cityzens")),
          Map.entry("arsenal", List.of("the Gunners", "Gunners", "Arsenal FC")),
          Map.entry("chelsea", List.of("the Blues", "Chelsea FC", "CFC")),
          Map.entry("newcastle", List.of("the Magpies", "Newcastle United", "Toon")),
          Map.entry("newcastle united", List.of("the Magpies", "Newcastle", "Toon")),
          Map.entry("everton", List.of("the Toffees", "Everton FC")),
          Map.entry("aston villa", List.of("Villa", "the Villans", "AVFC")),
          Map.entry("west ham", List.of("the Hammers", "West Ham United")),
          Map.entry("west ham united", List.of("the Hammers", "West Ham")),
          Map.entry("wolverhampton wanderers", List.of("Wolves", "Wolverhampton")),
          Map.entry("wolves", List.of("Wolverhampton", "Wolverhampton Wanderers")),
          Map.entry("nottingham forest", List.of("Forest", "Nott'm Forest", "Notts Forest")),
          Map.entry("brighton", List.of("the Seagulls", "Brighton & Hove Albion")),
          Map.entry("brighton and hove albion", List.of("Brighton", "the Seagulls")),
          Map.entry("crystal palace", List.of("Palace", "the Eagles")),
          Map.entry("rosenborg", List.of("RBK", "Rosenborg BK", "Trondheims-laget")),
          Map.entry("molde", List.of("MFK", "Molde FK")),
          Map.entry("brann", List.of("SK Brann", "Brann Bergen")),
          Map.entry("vålerenga", List.of("VIF", "Vålerenga Fotball", "Vaalerenga")),
          Map.entry("bodø/glimt", List.of("Glimt", "Bodø-Glimt", "Bodo/Glimt", "BG")),
          Map.entry("bodo/glimt", List.of("Glimt", "Bodø/Glimt", "Bodø-Glimt")),
          Map.entry("lillestrøm", List.of("LSK", "Lillestrøm SK")),
          Map.entry("viking", List.of("Viking FK", "Viking Stavanger")),
          Map.entry("strømsgodset", List.of("Godset", "SIF")),
          Map.entry("tromsø", List.of("TIL", "Tromsø IL")),
          Map.entry("sarpsborg 08", List.of("Sarpsborg", "S08")),
          Map.entry("real madrid", List.of("Real", "Los Blancos")),
          Map.entry("barcelona", List.of("Barça", "Barca", "FC Barcelona")),
          Map.entry("bayern munich", List.of("Bayern", "FC Bayern", "Bayern München")),
          Map.entry("paris sg", List.of("PSG", "Paris Saint-Germain")),
          Map.entry("paris saint-germain", List.of("PSG", "Paris SG")));

  /** Names too common as words to say, alone, that another club was named. */
  private static final java.util.Set<String> COMMON = WordLists.set("Teams.list");

  /** Every club name and short form known here (not the common words), as written. */
  private static final List<String> NAMES = names(SHORT);

  private static List<String> names(Map<String, List<String>> shortForms) {
    java.util.Set<String> out = new java.util.TreeSet<>();
    shortForms.forEach(
        (name, forms) -> {
          out.add(name);
          out.addAll(forms);
        });
    out.removeIf(n -> COMMON.contains(n.toLowerCase(Locale.ROOT)));
    return List.copyOf(out);
  }

  private Teams() {}

  /** A club's name and the short forms known for it ("Manchester City", "Man City", …). */
  static List<String> forms(String name) {
    List<String> out = new ArrayList<>();
    out.add(name);
    out.addAll(SHORT.getOrDefault(name.toLowerCase(Locale.ROOT), List.of()));
    return out;
  }

  /** Every club name and short form known here, except those that are common words. */
  static List<String> names() {
    return NAMES;
  }

  /**
   * Whether {@code text} holds {@code name} as words of their own (case-insensitive; a short form
   * of three or four capitals, such as "RBK", only as written).
   */
  static boolean written(String text, String name) {
    return written(text, acronym(name) ? text : text.toLowerCase(Locale.ROOT), name);
  }

  /**
   * As {@link #written(String, String)}, with {@code lower} the text already in lower case ({@code
   * toLowerCase(Locale.ROOT)}), for a caller that asks about many names in one long text.
   */
  static boolean written(String text, String lower, String name) {
    boolean acronym = acronym(name);
    String hay = acronym ? text : lower;
    String needle = acronym ? name : name.toLowerCase(Locale.ROOT);
    for (int at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
      int end = at + needle.length();
      if ((at == 0 || !Chars.isLetterOrDigit(hay.charAt(at - 1)))
          && (end == hay.length() || !Chars.isLetterOrDigit(hay.charAt(end)))) {
        return true;
      }
    }
    return false;
  }

  /** The lower-case names (not acronyms), each with the name as listed. */
  private static final Phrases<String> LOWER_NAMES = index(false);

  /** The acronyms, matched as written. */
  private static final Phrases<String> ACRONYMS = index(true);

  private static Phrases<String> index(boolean acronyms) {
    Map<String, String> out = new java.util.HashMap<>();
    for (String name : NAMES) {
      if (acronym(name) == acronyms) {
        out.put(acronyms ? name : name.toLowerCase(Locale.ROOT), name);
      }
    }
    return Phrases.of(out);
  }

  private static boolean acronym(String name) {
    return name.length() <= 4 && name.chars().allMatch(c -> Character.isUpperCase(c) || c == '0');
  }

  /**
   * The names of {@link #names()} that {@code text} holds as words of their own, as {@link
   * #written} tells, found in one pass over the text instead of one search per name.
   */
  static java.util.Set<String> writtenIn(String text) {
    return writtenIn(text, text.toLowerCase(Locale.ROOT));
  }

  /**
   * {@link #writtenIn(String)} of a text the caller has lower-cased already ({@code lower}, its
   * {@code toLowerCase(Locale.ROOT)}): a long sentence is not lower-cased again (#24).
   */
  static java.util.Set<String> writtenIn(String text, String lower) {
    java.util.Set<String> found = new java.util.HashSet<>();
    LOWER_NAMES.each(lower, true, found::add);
    ACRONYMS.each(text, true, found::add);
    return found;
  }

  /**
   * Every place of a text where a name of {@link #names()} may stand (its characters, lower case or
   * as an acronym is written), read once so that {@link #writtenIn(int, int, java.util.Set)} tells
   * for any range what {@link #writtenIn(String)} tells for its substring, without reading it again
   * (#24: a score pair's clause, read per pair). Only for a text whose substrings lower-case as its
   * lower-cased characters ({@link Scores#sameLowered}).
   */
  static final class Places {
    private final String text;
    private final String lower;
    // read on first use: a reply with no score pair and no sentence naming a team never asks
    // (#24: the ask turn's 'no full stop, words' read the whole reply for names no one looked up)
    private boolean read;
    // the places in order of their starts (the lower-case one first on a tie, as a stable sort of
    // both lists by start orders them): start, end and whether an acronym, in arrays of their own
    // (#24: an int[] per place was most of the time of at() over a long reply)
    private int size;
    private int[] starts = new int[16];
    private int[] ends = new int[16];
    private boolean[] acronyms = new boolean[16];
    private String[] names = new String[16];
    private int cursor; // the last answer of first(): a reply's ranges are asked in order

    Places(String text, String lower) {
      this.text = text;
      this.lower = lower;
    }

    private void read() {
      if (read) {
        return;
      }
      read = true;
      LOWER_NAMES.everywhere(lower, (s, e, v) -> add(s, e, false, v));
      int lowerSize = size;
      ACRONYMS.everywhere(text, (s, e, v) -> add(s, e, true, v));
      if (size == lowerSize || lowerSize == 0) {
        return; // one list only: in order already
      }
      // merge the two runs by start, the lower-case one first on a tie
      int n = size;
      int[] s = new int[n];
      int[] e = new int[n];
      boolean[] a = new boolean[n];
      String[] v = new String[n];
      int x = 0;
      int y = lowerSize;
      for (int k = 0; k < n; k++) {
        int from = y == n || (x < lowerSize && starts[x] <= starts[y]) ? x++ : y++;
        s[k] = starts[from];
        e[k] = ends[from];
        a[k] = acronyms[from];
        v[k] = names[from];
      }
      starts = s;
      ends = e;
      acronyms = a;
      names = v;
    }

    private void add(int start, int end, boolean acronym, String name) {
      if (size == starts.length) {
        int grown = size * 2;
        starts = java.util.Arrays.copyOf(starts, grown);
        ends = java.util.Arrays.copyOf(ends, grown);
        acronyms = java.util.Arrays.copyOf(acronyms, grown);
        names = java.util.Arrays.copyOf(names, grown);
      }
      starts[size] = start;
      ends[size] = end;
      acronyms[size] = acronym;
      names[size++] = name;
    }

    /** The text's lower case from {@code from} to {@code to}: its substring lower-cased. */
    String lower(int from, int to) {
      return lower.substring(from, to);
    }

    /** Adds the names written in {@code text.substring(from, to)}, as writtenIn(String) finds. */
    void writtenIn(int from, int to, java.util.Set<String> found) {
      for (int i = first(from); i < size && starts[i] < to; i++) {
        String name = at(i, from, to);
        if (name != null) {
          found.add(name);
        }
      }
    }

    /**
     * The index of the first place starting at or after {@code from}: with {@link #size} and {@link
     * #at}, the names of a range are read one by one, with no set built (#24).
     */
    int first(int from) {
      read();
      // a few steps on from the last answer when it is near (the ranges come in order), else a
      // binary search: the same index either way
      int c = cursor;
      if (c <= size && (c == 0 || starts[c - 1] < from)) {
        for (int k = 0; k < 8; k++, c++) {
          if (c == size || starts[c] >= from) {
            cursor = c;
            return c;
          }
        }
      }
      int lo = 0;
      int hi = size;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (starts[mid] < from) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      cursor = lo;
      return lo;
    }

    /** The number of places. */
    int size() {
      read();
      return size;
    }

    /** Where place {@code i} starts. */
    int start(int i) {
      return starts[i];
    }

    /**
     * The name of place {@code i} when it is written as a word of its own within {@code
     * text.substring(from, to)} (it starts at or after {@code from}), else null.
     */
    String at(int i, int from, int to) {
      int start = starts[i];
      int end = ends[i];
      String hay = acronyms[i] ? text : lower;
      if (end <= to
          && (start == from || !Chars.isLetterOrDigit(hay.charAt(start - 1)))
          && (end == to || !Chars.isLetterOrDigit(hay.charAt(end)))) {
        return names[i];
      }
      return null;
    }
  }

  /**
   * The figure with its team's short forms appended to its aliases, or the figure itself when none
   * is known. A short form that names the other team of the match is left out.
   *
   * @param f a team's goals
   * @param other the other team's goals in the same match
   */
  static KeyFigure withShortForms(KeyFigure f, KeyFigure other) {
    List<String> extra = new ArrayList<>();
    for (String alias : f.aliases()) {
      List<String> forms = SHORT.get(alias.toLowerCase(Locale.ROOT));
      if (forms == null) {
        continue;
      }
      for (String form : forms) {
        if (!names(other, form) && !extra.contains(form)) {
          extra.add(form);
        }
      }
    }
    if (extra.isEmpty()) {
      return f;
    }
    List<String> all = new ArrayList<>(f.aliases());
    all.addAll(extra);
    return new KeyFigure(f.label(), f.value(), f.unit(), f.required(), all);
  }

  private static boolean names(KeyFigure f, String form) {
    for (String alias : f.aliases()) {
      if (alias.equalsIgnoreCase(form)) {
        return true;
      }
    }
    return false;
  }
}

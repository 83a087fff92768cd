package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A message of several requests read clause by clause. */
final class Clauses {
  private Clauses() {}

  /** Where a message of several requests splits: "og", "and", a comma, the end of a sentence. */
  private static final java.util.regex.Pattern CLAUSE =
      java.util.regex.Pattern.compile("\\s+(?:and|og|&|plus|samt)\\s+|[,;]\\s*|[.!?]\\s+");

  private static final int MOST_CLAUSES = 8;

  /** Whether {@link #CLAUSE} may match the text: it holds a joining word, a comma or a stop. */
  private static boolean mayHaveClauses(String text) {
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      if (c == ',' || c == ';' || c == '&') {
        return true;
      }
      if ((c == '.' || c == '!' || c == '?')
          && i + 1 < n
          && "\t\n\u000B\f\r ".indexOf(text.charAt(i + 1)) >= 0) {
        return true;
      }
    }
    return text.contains("and")
        || text.contains("og")
        || text.contains("plus")
        || text.contains("samt");
  }

  /**
   * A message that asks for several things ("btc og været i Tromsø", "siste nytt og bitcoin", "tsla
   * and the weather in austin") is read clause by clause too, once the whole has yielded something:
   * a clause's kind that the whole did not yield is added, and a coin or a currency pair it did not
   * name. At most {@value #MOST_CLAUSES} clauses are read, so the cost stays linear.
   */
  static void read(Utterance u, List<Intent> out, boolean shopping, Set<String> kinds) {
    if (!mayHaveClauses(u.original)) {
      return; // CLAUSE cannot match: one part
    }
    String[] parts = CLAUSE.split(u.original, MOST_CLAUSES + 1);
    if (parts.length < 2) {
      return;
    }
    for (int p = 0; p < parts.length && p < MOST_CLAUSES; p++) {
      String part = parts[p].strip();
      if (part.isEmpty() || part.length() == u.original.length()) {
        continue;
      }
      Utterance c = new Utterance(part);
      List<Intent> found = new ArrayList<>();
      List<Intent> crypto = CryptoRule.match(c);
      found.addAll(crypto);
      if (crypto.isEmpty()) {
        found.addAll(CurrencyRule.match(c));
      }
      found.addAll(StockRule.match(c, shopping));
      found.addAll(WeatherRule.match(c));
      found.addAll(NewsRule.match(c));
      found.addAll(SportsRule.match(c));
      for (Intent f : found) {
        if (!kinds.contains(f.kind())) {
          continue;
        }
        boolean kind = false;
        boolean same = false;
        for (Intent o : out) {
          kind |= o.kind().equals(f.kind());
          same |= o.kind().equals(f.kind()) && o.subject().equalsIgnoreCase(f.subject());
          // "100 USD in NOK and SEK": the clause's "USD in NOK" is inside the whole's USD/NOK,SEK
          same |= CurrencyFetcher.KIND.equals(f.kind()) && CurrencyRule.covers(o, f);
          // "kursen mellom amerikanske og kanadiske og australske dollar": the clause "australske
          // dollar" alone reads as AUD in kroner, which the clause does not name; the whole has AUD
          same |= kronerImplied(c, o, f);
        }
        boolean pairs =
            CryptoFetcher.KIND.equals(f.kind()) || CurrencyFetcher.KIND.equals(f.kind());
        if (!kind || pairs && !same && !f.subject().isEmpty()) {
          out.add(f);
        }
      }
    }
  }

  /** Words that name the krone in a clause. */
  private static final Set<String> KRONER = WordLists.set("Clauses.KRONER");

  /** A nation's kroner that are not the Norwegian krone: "danske kroner", "svenske kroner". */
  private static final Set<String> OTHER_KRONER =
      Set.of("danske", "svenske", "islandske", "tsjekkiske", "danish", "swedish", "icelandic");

  /**
   * Whether the clause's word of kroner is another nation's ("100 euro i svenske og danske kroner":
   * the clause "danske kroner" names no Norwegian krone) and no Norwegian one is named.
   */
  private static boolean otherKroner(Utterance clause) {
    return clause.hasAnyWord(OTHER_KRONER)
        && !clause.hasAnyWord(Set.of("nok", "kr", "norske", "norsk", "norwegian"));
  }

  /**
   * Whether a clause's pair in kroner ({@code AUD/NOK}) comes from a currency named alone in a
   * clause that names no krone, and the whole message's pair already holds that currency.
   */
  private static boolean kronerImplied(Utterance clause, Intent whole, Intent f) {
    if (!CurrencyFetcher.KIND.equals(f.kind())
        || !f.subject().endsWith("/NOK")
        || clause.hasAnyWord(KRONER) && !otherKroner(clause)) {
      return false;
    }
    String base = f.subject().substring(0, f.subject().length() - "/NOK".length());
    return CurrencyRule.covers(whole, Intent.of(CurrencyFetcher.KIND, base));
  }
}

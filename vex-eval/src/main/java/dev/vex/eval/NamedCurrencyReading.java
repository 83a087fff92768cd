package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rate whose currencies are named away from its figure ("the Icelandic krona is at 128 to the
 * dollar", "kronen står i 10,5 mot dollaren", "the dollar is worth 0.76 against the pound"): a
 * figure with no unit of its own, in a sentence that names one or two currencies of a table of
 * rates on one base, is the rate between the two (the table's base when only one is named), read
 * either way round (ISK per USD or USD per ISK). Honest when it states that rate at the scale and
 * hedge it is written with, wrong otherwise.
 */
abstract class NamedCurrencyReading extends CrossRateReading {
  NamedCurrencyReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  /** Currency names as a sentence names a currency, longest first: {pattern, class}. */
  private static final String[][] NAMES = {
    {"icelandic kron(?:a|ur|or)|icelandic króna|islandsk(?:e)? kron(?:e|en|er|a)", "isk"},
    {"swedish kron(?:a|or|e)|svensk(?:e)? kron(?:e|en|er|a)", "sek"},
    {"danish kron(?:e|er|a)|dansk(?:e)? kron(?:e|en|er)", "dkk"},
    {"norwegian kron(?:e|er|a)|norsk(?:e)? kron(?:e|en|er)|kronen|kroner|krone", "nok"},
    {"indian rupees?|indisk(?:e)? rupi(?:en)?|rupees?|rupien|rupi", "inr"},
    {"thai baht|baht(?:en)?", "thb"},
    {"japanese yen|yen(?:en)?", "jpy"},
    {
      "british pounds?|pounds? sterling|britisk(?:e)? pund(?:et)?|pounds?|pundet|pund|sterling",
      "gbp"
    },
    {"euros?|euroen|euro", "eur"},
    {"us dollars?|dollars?|dollaren|dollar|greenback", "usd"},
  };

  private static final List<Pattern> PATTERNS = new ArrayList<>();

  static {
    for (String[] n : NAMES) {
      PATTERNS.add(Pattern.compile("(?iu)(?<![\\p{L}])(?:" + n[0] + ")(?![\\p{L}])"));
    }
  }

  /** A currency named at a place in the reply. */
  private record Named(int start, int end, String currency) {}

  /**
   * A figure without a unit in a sentence naming currencies of the table: TRUE when it is the rate
   * between the two named (or the one named and the table's base), either way round, FALSE when it
   * is not, null when the figure is no such rate (it has a unit, the facts hold no table, or its
   * sentence names no currency of the table).
   */
  Boolean namedRate(Reading x) {
    if (x.unit() != null || x.signed() || x.values().isEmpty()) {
      return null;
    }
    String base = tableBase();
    if (base == null) {
      return null;
    }
    int from = sentenceStart(x.start());
    int to = x.end();
    while (to < prose.length() && sentence[to] == sentence[x.start()]) {
      to++;
    }
    List<Named> named = named(from, to);
    // The currency the rate is of: named right before it as the subject of a rate verb ("the
    // Icelandic krona is at 128", "kronen står i 10,5"), with any joined to it by "and".
    int nearest = -1;
    for (int i = 0; i < named.size(); i++) {
      if (named.get(i).end() <= x.start()) {
        nearest = i;
      }
    }
    if (nearest < 0
        || !RATE_VERB.matcher(prose.substring(named.get(nearest).end(), x.start())).matches()) {
      return null;
    }
    java.util.Set<String> priced = new java.util.LinkedHashSet<>();
    priced.add(named.get(nearest).currency());
    for (int i = nearest - 1; i >= 0; i--) {
      if (!prose
          .substring(named.get(i).end(), named.get(i + 1).start())
          .matches("(?iu)\\s*(?:,|and|og|&)?\\s*(?:the\\s|den\\s|det\\s)?(?:\\p{L}+\\s)?")) {
        break;
      }
      priced.add(named.get(i).currency());
    }
    java.util.Set<String> counters = new java.util.LinkedHashSet<>();
    counters.add(base);
    for (Named n : named) {
      // "at 0.76 against the pound", "10,5 mot dollaren": the currency the figure is against
      if (n.start() >= x.end()
          && CONNECTOR.matcher(prose.substring(x.end(), n.start())).matches()) {
        counters.add(n.currency());
      }
      if (n.start() < x.start()
          && sentence[n.start()] == sentence[x.start()]
          && prose
              .substring(Math.max(sentenceStart(x.start()), n.start() - 12), n.start())
              .matches("(?iu).*(?:against|versus|mot|i forhold til)\\s(?:the\\s)?$")) {
        counters.add(n.currency()); // "Against the dollar, the Swedish krona trades at 9.80"
      }
    }
    priced.remove(base);
    if (priced.isEmpty() && counters.size() == 1) {
      return null; // only the base named: a rate as the table gives it, judged as any figure
    }
    priced.addAll(counters);
    for (String a : priced) {
      for (String b : counters) {
        Fact ra = tableRate(a);
        Fact rb = tableRate(b);
        if (a.equals(b) || ra == null || rb == null || ra.value() <= 0 || rb.value() <= 0) {
          continue;
        }
        for (double v : new double[] {ra.value() / rb.value(), rb.value() / ra.value()}) {
          if (holds(x, new Fact(List.of(), v, null, false, List.of(), null), false)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** What lies between a currency and its rate: "is at", "står i", "trades at about". */
  private static final Pattern RATE_VERB =
      Pattern.compile(
          "(?iu)\\s+(?:(?:now|currently|today|nå|i dag)\\s+)?(?:is|are|was|står|sto|ligger|lå"
              + "|trades|traded|is trading|was trading|stands|stood|sits|costs|cost|koster|kostet"
              + "|er|var|handles|ble handlet|noteres|is quoted|is worth|was worth|er verdt"
              + "|var verdt)\\s+(?:(?:now|currently|today|nå|i dag)\\s+)?(?:(?:at|i|på|til|for)\\s+)?"
              + "(?:(?:about|around|roughly|approximately|nearly|almost|some|rundt|omtrent|ca\\."
              + "|cirka|om lag|nesten|snaut|drøyt|vel|just over|just under)\\s+)?");

  /** What lies between a rate and the currency it is against: "to the", "against", "mot". */
  private static final Pattern CONNECTOR =
      Pattern.compile(
          "(?iu)\\s*(?:\\p{L}{1,10}\\s)?(?:to|against|versus|vs\\.?|per|for|mot|i forhold til"
              + "|pr\\.?)\\s(?:the\\s|one\\s|a\\s|an\\s|én\\s|en\\s|ein\\s)?");

  private List<Named> named(int from, int to) {
    List<Named> out = new ArrayList<>();
    boolean[] taken = new boolean[prose.length() + 1];
    String part = prose.substring(from, to).toLowerCase(Locale.ROOT);
    for (int i = 0; i < NAMES.length; i++) {
      Matcher m = PATTERNS.get(i).matcher(part);
      while (m.find()) {
        if (taken[from + m.start()]) {
          continue;
        }
        for (int k = from + m.start(); k < from + m.end(); k++) {
          taken[k] = true;
        }
        out.add(new Named(from + m.start(), from + m.end(), NAMES[i][1]));
      }
    }
    out.sort((p, q) -> Integer.compare(p.start(), q.start()));
    return out;
  }

  /** The base of a table of rates (the currency at 1 among three or more), or null. */
  private String tableBase() {
    String base = null;
    int rates = 0;
    for (Fact f : facts) {
      if (f.subjectless() && !f.change() && f.unit() != null && currencyClass(f.unit())) {
        rates++;
        if (f.value() == 1) {
          base = f.unit();
        }
      }
    }
    return rates >= 3 ? base : null;
  }

  private Fact tableRate(String unit) {
    for (Fact f : facts) {
      if (f.subjectless() && !f.change() && unit.equals(f.unit())) {
        return f;
      }
    }
    return null;
  }

  /** The currency codes of a table of rates (Frankfurter's). */
  private static final java.util.Set<String> CODES =
      java.util.Set.of(
          "usd", "eur", "gbp", "nok", "sek", "dkk", "isk", "thb", "inr", "idr", "jpy", "aud", "bgn",
          "brl", "cad", "chf", "cny", "czk", "hkd", "huf", "ils", "krw", "mxn", "myr", "nzd", "php",
          "pln", "ron", "sgd", "try", "zar");

  private static boolean currencyClass(String unit) {
    return CODES.contains(unit);
  }
}

package dev.vex.examples;

import dev.vex.core.AgentReply;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The steps of a turn as a person reads them under "how this answer was made", in the reply's
 * language (English or Norwegian): what was fetched, which model was asked, and why what was shown
 * changed, without guard names or their reasons.
 */
final class PlainWords {
  private static final Map<String, String[]> SUBJECTS =
      Map.ofEntries(
          Map.entry("weather", new String[] {"the weather", "været"}),
          Map.entry("crypto", new String[] {"the crypto price", "kryptoprisen"}),
          Map.entry("stocks", new String[] {"the stock price", "aksjekursen"}),
          Map.entry("news", new String[] {"the news", "nyhetene"}),
          Map.entry("recipes", new String[] {"a recipe", "en oppskrift"}),
          Map.entry("sports", new String[] {"the scores", "resultatene"}),
          Map.entry("search", new String[] {"search results", "søkeresultater"}),
          Map.entry("currency", new String[] {"the exchange rate", "valutakursen"}),
          Map.entry("translate", new String[] {"a translation", "en oversettelse"}));

  private final boolean nb;

  private PlainWords(boolean nb) {
    this.nb = nb;
  }

  /** The words for a reply in this language. */
  static PlainWords of(Locale locale) {
    return new PlainWords(CardText.norwegian(locale));
  }

  /** What a fetcher of this kind brings, as the object of "Fetched …". */
  String subject(String kind) {
    String k = kind == null ? "" : kind.toLowerCase(Locale.ROOT);
    String[] s = SUBJECTS.get(k);
    if (s != null) {
      return s[nb ? 1 : 0];
    }
    if (k.isEmpty()) {
      return nb ? "data" : "data";
    }
    return nb ? "data om " + k : "the " + k + " data";
  }

  String fetched(String kind, String source) {
    return (nb ? "Hentet " : "Fetched ") + subject(kind) + (nb ? " fra " : " from ") + source + ".";
  }

  String fetchFailed(String kind, String message) {
    return (nb ? "Kunne ikke hente " : "Could not fetch ")
        + subject(kind)
        + ": "
        + sentence(message);
  }

  String asked(String model, int round) {
    if (nb) {
      return round <= 1
          ? "Spurte modellen " + model + "."
          : "Spurte modellen " + model + " igjen (runde " + round + ").";
    }
    return round <= 1
        ? "Asked the model " + model + "."
        : "Asked the model " + model + " again (round " + round + ").";
  }

  String usedTool(String name) {
    return nb ? "Modellen brukte verktøyet " + name + "." : "The model used the tool " + name + ".";
  }

  String toolFailed(String name) {
    return nb ? "Verktøyet " + name + " lyktes ikke." : "The tool " + name + " did not succeed.";
  }

  String fellBack() {
    return nb
        ? "Modellen ga ikke noe brukbart svar, så svaret ble laget av de hentede dataene."
        : "The model gave no usable answer, so the reply was made from the fetched data.";
  }

  /** A message as a sentence, with a full stop. */
  String sentence(String message) {
    String m =
        message == null || message.isBlank()
            ? (nb ? "ingen grunn oppgitt" : "no reason given")
            : message.strip();
    return m.endsWith(".") ? m : m + ".";
  }

  /**
   * Why the text shown so far was replaced, in plain words, from the reason the agent gives (which
   * names guards and quotes their verdicts).
   */
  String replaced(String reason) {
    String r = reason == null ? "" : reason;
    Set<String> out = new LinkedHashSet<>();
    if (r.startsWith("a new model call answers")) {
      out.add(
          nb
              ? "Modellen slo noe opp og skrev så et nytt svar, som erstatter det første."
              : "The model looked something up and then wrote a new answer, which replaces its"
                  + " first.");
    }
    if (r.contains("fallback")) {
      out.add(fellBack());
    }
    if (r.contains("digit-scan")) {
      out.add(
          nb
              ? "Modellens tall stemte ikke med de hentede dataene, så svaret gir de riktige"
                  + " tallene i stedet."
              : "The model's figures did not match the fetched data, so the reply gives the real"
                  + " figures instead.");
    }
    if (r.contains("url-allowlist") || r.contains("link-check")) {
      out.add(
          nb
              ? "En lenke som ingen kilde ga, eller som ikke virker, ble tatt ut."
              : "A link that no source gave, or that does not work, was taken out.");
    }
    if (r.contains("failed-fetch")) {
      out.add(
          nb
              ? "Svaret sier nå rett ut hvilke data som ikke kunne hentes."
              : "The reply now says plainly which data could not be fetched.");
    }
    if (out.isEmpty()) {
      out.add(
          nb
              ? "Det endelige svaret erstatter teksten som ble vist mens det ble skrevet."
              : "The final answer replaces the text shown while it was written.");
    }
    return String.join(" ", out);
  }

  /** One sentence on how the reply was made, for the foot of the folded steps. */
  String summary(AgentReply reply) {
    var t = reply.trace();
    double seconds = t.total().toMillis() / 1000.0;
    String took = String.format(nb ? CardText.NORWEGIAN : Locale.ROOT, "%.1f s", seconds);
    if (t.fellBack()) {
      return nb
          ? "Laget av de hentede dataene, uten modellens eget svar, på " + took + "."
          : "Made from the fetched data, without the model's own answer, in " + took + ".";
    }
    if (t.model() == null || t.model().isEmpty()) {
      return (nb ? "Besvart på " : "Answered in ") + took + ".";
    }
    if (nb) {
      return "Skrevet av "
          + t.model()
          + " på "
          + t.rounds()
          + (t.rounds() == 1 ? " runde, " : " runder, ")
          + took
          + ".";
    }
    return "Written by "
        + t.model()
        + " in "
        + t.rounds()
        + (t.rounds() == 1 ? " round, " : " rounds, ")
        + took
        + ".";
  }
}

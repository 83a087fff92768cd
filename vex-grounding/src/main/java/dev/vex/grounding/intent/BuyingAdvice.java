package dev.vex.grounding.intent;

import java.util.List;

/**
 * How to buy or sell, or whether to: a how-to or advice, no request for the price unless the price
 * is named. Moved out of {@link AskCues} unchanged.
 */
final class BuyingAdvice {
  private BuyingAdvice() {}

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
}

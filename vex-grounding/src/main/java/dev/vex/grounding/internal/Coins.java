package dev.vex.grounding.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The coins the intent rules recognise by name or symbol, with their CoinGecko ids. A symbol that
 * is also an everyday word ({@code SOL} is "sun" in Norwegian, {@code DOT}, {@code LINK}) only
 * counts when written in capitals.
 */
public final class Coins {

  /**
   * A coin.
   *
   * @param id the CoinGecko id, for example {@code bitcoin}
   * @param symbol the ticker symbol, upper case
   * @param name the display name
   * @param everydayWord whether the symbol is also a common word
   */
  public record Coin(String id, String symbol, String name, boolean everydayWord) {
    // Written out: the record's generated equals and hashCode are bootstrapped through method
    // handles on their first call, 2-3 % of a cold JVM's first grounded turn when sampled (#23).
    @Override
    public boolean equals(Object o) {
      return o instanceof Coin c
          && everydayWord == c.everydayWord
          && Objects.equals(id, c.id)
          && Objects.equals(symbol, c.symbol)
          && Objects.equals(name, c.name);
    }

    @Override
    public int hashCode() {
      return ((Objects.hashCode(id) * 31 + Objects.hashCode(symbol)) * 31 + Objects.hashCode(name))
              * 31
          + Boolean.hashCode(everydayWord);
    }
  }

  private static final List<Coin> ALL =
      List.of(
          new Coin("bitcoin", "BTC", "Bitcoin", false),
          new Coin("ethereum", "ETH", "Ethereum", false),
          new Coin("solana", "SOL", "Solana", true),
          new Coin("tether", "USDT", "Tether", false),
          new Coin("usd-coin", "USDC", "USD Coin", false),
          new Coin("binancecoin", "BNB", "BNB", false),
          new Coin("ripple", "XRP", "XRP", false),
          new Coin("cardano", "ADA", "Cardano", true),
          new Coin("dogecoin", "DOGE", "Dogecoin", false),
          new Coin("polkadot", "DOT", "Polkadot", true),
          new Coin("litecoin", "LTC", "Litecoin", false),
          new Coin("avalanche-2", "AVAX", "Avalanche", false),
          new Coin("chainlink", "LINK", "Chainlink", true),
          new Coin("tron", "TRX", "TRON", false),
          new Coin("stellar", "XLM", "Stellar", false),
          new Coin("shiba-inu", "SHIB", "Shiba Inu", false),
          new Coin("monero", "XMR", "Monero", false),
          new Coin("cosmos", "ATOM", "Cosmos", true),
          new Coin("the-open-network", "TON", "Toncoin", true),
          new Coin("bitcoin-cash", "BCH", "Bitcoin Cash", false),
          // named after the coin it split from: read as two words before "ethereum" alone
          new Coin("ethereum-classic", "ETC", "Ethereum Classic", false),
          new Coin("kaspa", "KAS", "Kaspa", false),
          new Coin("pepe", "PEPE", "Pepe", true),
          new Coin("near", "NEAR", "NEAR Protocol", true),
          new Coin("arbitrum", "ARB", "Arbitrum", false),
          new Coin("sui", "SUI", "Sui", true),
          new Coin("hedera-hashgraph", "HBAR", "Hedera", false),
          // "uni" is a word ("at uni"): its symbol counts in capitals only
          new Coin("uniswap", "UNI", "Uniswap", true),
          new Coin("aave", "AAVE", "Aave", false),
          new Coin("internet-computer", "ICP", "Internet Computer", false),
          // Polygon's coin, MATIC until its rename to POL in 2024; "pol" is a word too ("polet")
          new Coin("polygon-ecosystem-token", "POL", "POL", true),
          // Session 36 (#21): more of the large coins by market cap as CoinGecko's ranking lists
          // them, those whose name is no everyday word ("render", "stacks", "the graph" are left
          // out); a symbol that is a word ("algo", "tao", "fil" is Norwegian for a lane or file)
          // counts in capitals or beside a price only
          new Coin("algorand", "ALGO", "Algorand", true),
          new Coin("injective-protocol", "INJ", "Injective", false),
          new Coin("filecoin", "FIL", "Filecoin", true),
          new Coin("celestia", "TIA", "Celestia", true),
          new Coin("bittensor", "TAO", "Bittensor", true),
          new Coin("tezos", "XTZ", "Tezos", false),
          new Coin("worldcoin-wld", "WLD", "Worldcoin", false));

  /**
   * Other names people write for a coin, by its id: "ether" (Norwegian "eter"), "doge", "matic"
   * (POL's old name).
   */
  private static final Map<String, List<String>> NICKNAMES =
      Map.of(
          "ethereum",
          // "eter": the Norwegian spelling of ether
          List.of("ether", "eter"),
          "dogecoin",
          List.of("doge"),
          "polygon-ecosystem-token",
          List.of("matic", "polygon"));

  private static final Map<String, Coin> BY_NAME = new HashMap<>();
  private static final Map<String, Coin> BY_SYMBOL = new HashMap<>();

  static {
    for (Coin c : ALL) {
      BY_SYMBOL.put(c.symbol().toLowerCase(Locale.ROOT), c);
      BY_NAME.put(c.id(), c);
      BY_NAME.put(c.name().toLowerCase(Locale.ROOT), c);
    }
    for (var e : NICKNAMES.entrySet()) {
      for (String n : e.getValue()) {
        BY_NAME.put(n, BY_NAME.get(e.getKey()));
      }
    }
    BY_NAME.put("avalanche", BY_NAME.get("avalanche-2"));
    BY_NAME.remove("bnb");
    BY_NAME.remove("xrp");
    BY_NAME.remove("tron");
    BY_NAME.remove("pol");
  }

  /** The first words of the names of several words ("shiba" of "shiba inu"). */
  private static final java.util.Set<String> FIRST_WORDS = new java.util.HashSet<>();

  static {
    for (String name : BY_NAME.keySet()) {
      int space = name.indexOf(' ');
      if (space > 0) {
        FIRST_WORDS.add(name.substring(0, space));
      }
    }
  }

  private Coins() {}

  /**
   * Whether a coin's name of several words begins with this lower-case word: only then can the word
   * and the next one name a coin.
   *
   * @param lowerWord a word, lower case
   * @return whether a name of several words begins with it
   */
  public static boolean beginsAName(String lowerWord) {
    return FIRST_WORDS.contains(lowerWord);
  }

  /**
   * Other names people write for a coin ("ether" for Ethereum), lower case; empty for most.
   *
   * @param coin the coin
   * @return its other names
   */
  public static List<String> nicknames(Coin coin) {
    return NICKNAMES.getOrDefault(coin.id(), List.of());
  }

  /**
   * Finds a coin by its name or CoinGecko id, in any case ({@code bitcoin}, {@code Ethereum}).
   *
   * @param word the word
   * @return the coin, or empty
   */
  public static Optional<Coin> byName(String word) {
    return Optional.ofNullable(BY_NAME.get(word.toLowerCase(Locale.ROOT)));
  }

  /**
   * Finds a coin by its symbol, in any case ({@code BTC}, {@code eth}).
   *
   * @param word the word
   * @return the coin, or empty
   */
  public static Optional<Coin> bySymbol(String word) {
    return Optional.ofNullable(BY_SYMBOL.get(word.toLowerCase(Locale.ROOT)));
  }

  /**
   * Resolves what a question calls a coin (a name, a symbol or a CoinGecko id) to its id.
   *
   * @param subject the subject
   * @return the CoinGecko id; an unknown subject is passed on lower-cased as an id
   */
  public static String idFor(String subject) {
    String s = subject.strip();
    return byName(s)
        .or(() -> bySymbol(s))
        .map(Coin::id)
        .orElse(s.toLowerCase(Locale.ROOT).replace(' ', '-'));
  }
}

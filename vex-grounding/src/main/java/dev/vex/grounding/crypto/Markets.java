package dev.vex.grounding.crypto;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.grounding.internal.Coins;
import dev.vex.grounding.internal.Http;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads CoinGecko's {@code GET /api/v3/coins/markets}: an array of coin objects, one per coin asked
 * for ({@code ids=bitcoin}) or one per rank ({@code order=market_cap_desc&per_page=10&page=1}). The
 * endpoint's query parameters, as CoinGecko's API reference documents them (and the client
 * libraries built on it: CoinGeckoR's {@code markets()}, the {@code coingecko_api} Dart package's
 * {@code listCoinMarkets}): {@code vs_currency} (required, the target currency: usd, eur, nok, …),
 * {@code ids} (comma-separated CoinGecko ids), {@code order} ({@code market_cap_desc} by default),
 * {@code per_page} (1 to 250), {@code page}, {@code sparkline} (false by default) and {@code
 * price_change_percentage} (extra windows; the 24-hour change is always there). The members read
 * here are those of the recorded answers ({@code coins_markets_usd_ids_bitcoin.json}, {@code
 * coins_markets_usd_top10.json}): {@code current_price}, {@code price_change_percentage_24h},
 * {@code price_change_24h}, {@code high_24h}, {@code low_24h}, {@code market_cap}, {@code
 * market_cap_rank}, {@code market_cap_change_percentage_24h}, {@code total_volume}, {@code
 * circulating_supply}, {@code max_supply}, {@code ath}, {@code ath_change_percentage}, {@code
 * ath_date}; any of them but the price may be null or missing.
 */
final class Markets {
  /** The most coins read from one answer: the top ten, ten figures each at most. */
  static final int TOP = 10;

  private Markets() {}

  /** One coin's ground truth; the price a figure the reply must state only when it was asked. */
  static GroundTruth coin(
      JsonElement json, String id, String vs, String url, Instant at, boolean priceAsked) {
    JsonArray coins = array(json, url);
    for (JsonElement e : coins) {
      if (e.isJsonObject() && id.equals(Json.path(e, "id").strip())) {
        return one(new Tree(e), id, vs, url, at, priceAsked);
      }
    }
    throw Truths.notFound(CryptoFetcher.SOURCE, url, "no coin with the id '" + id + "'");
  }

  /**
   * One coin's ground truth read from the answer's text in one streaming pass, as {@link
   * #coin(JsonElement, String, String, String, Instant, boolean)} reads it from the parsed tree:
   * the members {@link #one} reads are kept as they are written, every other value is skipped
   * without being built. The whole answer is read, so malformed JSON anywhere in it is the same bad
   * response it is to the tree parser; the same members, the last of a repeated key, the same first
   * coin with the id.
   */
  static GroundTruth coin(
      String body, String id, String vs, String url, Instant at, boolean priceAsked) {
    Streamed match = null;
    boolean notArray;
    try {
      JsonReader r = new JsonReader(new StringReader(body));
      r.setStrictness(Strictness.LENIENT); // as JsonParser reads
      JsonToken first = r.peek();
      notArray = first != JsonToken.BEGIN_ARRAY;
      if (notArray) {
        if (first != JsonToken.NULL) { // the tree parser takes a leading null alone
          r.skipValue();
          end(r);
        }
      } else {
        r.beginArray();
        while (r.hasNext()) {
          if (r.peek() != JsonToken.BEGIN_OBJECT) {
            r.skipValue();
            continue;
          }
          Streamed c = Streamed.read(r);
          if (match == null && id.equals(c.text("id").strip())) {
            match = c;
          }
        }
        r.endArray();
        end(r);
      }
    } catch (IOException | IllegalStateException | NumberFormatException e) {
      throw Http.malformed(CryptoFetcher.SOURCE, url, 200, body, new JsonSyntaxException(e));
    }
    if (notArray) {
      throw Truths.badShape(CryptoFetcher.SOURCE, url, "expected an array of coins");
    }
    if (match == null) {
      throw Truths.notFound(CryptoFetcher.SOURCE, url, "no coin with the id '" + id + "'");
    }
    return one(match, id, vs, url, at, priceAsked);
  }

  /** What JsonParser checks after the document's value: nothing follows it. */
  private static void end(JsonReader r) throws IOException {
    if (r.peek() != JsonToken.END_DOCUMENT) {
      throw new MalformedJsonException("Did not consume the entire document.");
    }
  }

  private static JsonArray array(JsonElement json, String url) {
    if (!json.isJsonArray()) {
      throw Truths.badShape(CryptoFetcher.SOURCE, url, "expected an array of coins");
    }
    return json.getAsJsonArray();
  }

  /*
   * The optional members one coin's ground truth reads beside its price, in the order of its key
   * figures, each read, checked and formatted in one loop over these tables rather than in a block
   * of its own: twelve copies of the same few calls compiled into one method made it some 300 kB
   * of machine code (the largest of a grounded turn, twice the guards'), run once a turn and
   * crowding the classifier and the guards out of the CPU's caches (#23).
   */
  private static final int CHANGE = 0;
  private static final int CHANGE_AMOUNT = 1;
  private static final int HIGH = 2;
  private static final int LOW = 3;
  private static final int CAP = 4;
  private static final int RANK = 6;
  private static final int VOLUME = 7;
  private static final int SUPPLY = 8;
  private static final int MAX_SUPPLY = 9;
  private static final int ATH = 10;

  /** The member each figure is read from. */
  private static final String[] MEMBERS = {
    "price_change_percentage_24h",
    "price_change_24h",
    "high_24h",
    "low_24h",
    "market_cap",
    "market_cap_change_percentage_24h",
    "market_cap_rank",
    "total_volume",
    "circulating_supply",
    "max_supply",
    "ath",
    "ath_change_percentage"
  };

  /**
   * The figure's label after the symbol; the change in the currency has the currency after it. Not
   * named a "change": a coin below its record is not a coin that fell today.
   */
  private static final String[] LABELS = {
    " 24h change",
    " 24h change in ",
    " 24h high",
    " 24h low",
    " market cap",
    " market cap 24h change",
    " market cap rank",
    " 24h trading volume",
    " circulating supply",
    " maximum supply",
    " all-time high",
    " distance from its all-time high"
  };

  private static final byte PERCENT = 0;
  private static final byte CURRENCY = 1;
  private static final byte NO_UNIT = 2;
  private static final byte COINS = 3;

  /** The figure's unit: a percentage, the currency, none, or the coin's symbol. */
  private static final byte[] UNITS = {
    PERCENT, CURRENCY, CURRENCY, CURRENCY, CURRENCY, PERCENT, NO_UNIT, CURRENCY, COINS, COINS,
    CURRENCY, PERCENT
  };

  /** The figure's key among the ground truth's facts, or null for none. */
  private static final String[] FACTS = {
    "change24hPercent",
    "change24h",
    "high24h",
    "low24h",
    "marketCap",
    null,
    "marketCapRank",
    "volume24h",
    "circulatingSupply",
    "maxSupply",
    "allTimeHigh",
    null
  };

  /** The card's fields of whole numbers with a unit after them, in the card's order. */
  private static final int[] WHOLE_FIELDS = {CAP, VOLUME, SUPPLY, MAX_SUPPLY};

  private static final String[] WHOLE_FIELD_NAMES = {
    "Market cap", "24h volume", "Circulating supply", "Maximum supply"
  };

  private static GroundTruth one(
      Coin coin, String id, String vs, String url, Instant at, boolean priceAsked) {
    String cur = vs.toUpperCase(Locale.ROOT);
    Optional<BigDecimal> current = coin.decimal("current_price");
    if (current.isEmpty()) {
      throw Truths.notFound(CryptoFetcher.SOURCE, url, "no " + cur + " price for '" + id + "'");
    }
    BigDecimal price = current.get();
    Names n = names(coin, id);
    BigDecimal[] v = new BigDecimal[MEMBERS.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = member(coin, MEMBERS[i]);
    }
    String athDate = day(coin.text("ath_date"));

    String s = n.symbol;
    List<KeyFigure> figures = new ArrayList<>(v.length + 1);
    KeyFigure priceFigure =
        new KeyFigure(s.concat(" price"), price, cur, priceAsked).withAliases(n.aliases);
    figures.add(priceFigure);
    // the aliases as the first figure cleaned them, an immutable list the others keep as it is
    List<String> aliases = priceFigure.aliases();
    // Entries straight into the immutable map the ground truth keeps (it would copy a LinkedHashMap
    // into one); a ground truth's facts have no order.
    List<Map.Entry<String, Object>> facts = new ArrayList<>(16);
    facts.add(Map.entry("coinId", id));
    facts.add(Map.entry("symbol", s));
    facts.add(Map.entry("name", n.name));
    facts.add(Map.entry("currency", cur));
    facts.add(Map.entry("price", price));
    for (int i = 0; i < v.length; i++) {
      if (v[i] == null) {
        continue;
      }
      String label = s.concat(i == CHANGE_AMOUNT ? LABELS[i].concat(cur) : LABELS[i]);
      byte u = UNITS[i];
      String unit = u == PERCENT ? "%" : u == CURRENCY ? cur : u == COINS ? s : "";
      figures.add(new KeyFigure(label, v[i], unit, false, aliases));
      if (FACTS[i] != null) {
        facts.add(Map.entry(FACTS[i], v[i]));
      }
    }
    if (!athDate.isEmpty()) {
      facts.add(Map.entry("allTimeHighDate", athDate));
    }

    // the price and the change formatted once, for the card and both lines
    String priceText = Text.price(price, false);
    String changeText = v[CHANGE] != null ? Text.percent(v[CHANGE], false) : null;
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Price", priceText.concat(" ").concat(cur));
    if (changeText != null) {
      fields.put("24h change", changeText);
    }
    if (v[LOW] != null && v[HIGH] != null) {
      fields.put(
          "24h range",
          String.join("", Text.price(v[LOW], false), " – ", Text.price(v[HIGH], false), " ", cur));
    }
    for (int f = 0; f < WHOLE_FIELDS.length; f++) {
      int i = WHOLE_FIELDS[f];
      if (i == VOLUME && v[RANK] != null) {
        fields.put("Rank by market cap", "#".concat(Text.number(v[RANK], 0, false)));
      }
      if (v[i] != null) {
        String unit = UNITS[i] == COINS ? s : cur;
        fields.put(WHOLE_FIELD_NAMES[f], Text.number(v[i], 0, false).concat(" ").concat(unit));
      }
    }
    if (v[ATH] != null) {
      fields.put(
          "All-time high",
          String.join(
              "",
              Text.price(v[ATH], false),
              " ",
              cur,
              athDate.isEmpty() ? "" : " (",
              athDate,
              athDate.isEmpty() ? "" : ")"));
    }

    String en = text(false, n.name, s, priceText, cur, changeText, fields);
    String nb = text(true, n.name, s, priceText, cur, changeText, fields);
    String page = "https://www.coingecko.com/en/coins/".concat(id);
    FactCard card =
        new FactCard(String.join("", n.name, " (", s, ")"), fields, CryptoFetcher.SOURCE, page, at);
    return new GroundTruth(
        CryptoFetcher.KIND,
        CryptoFetcher.SOURCE,
        List.of(url, page),
        at,
        Map.ofEntries(facts.toArray(FACT_ARRAY)),
        figures,
        Map.of("en", en, "nb", nb),
        card);
  }

  /**
   * The market as a whole: the first {@link #TOP} coins by market cap, each with its price, 24-hour
   * change, rank and market cap, none of them required (no one coin was asked for).
   */
  static GroundTruth top(JsonElement json, String vs, String url, Instant at) {
    JsonArray coins = array(json, url);
    String cur = vs.toUpperCase(Locale.ROOT);
    List<KeyFigure> figures = new ArrayList<>(4 * TOP);
    StringBuilder en = new StringBuilder(512).append("The largest coins by market cap: ");
    StringBuilder nb = new StringBuilder(512).append("De største myntene etter markedsverdi: ");
    Map<String, String> fields = new LinkedHashMap<>();
    List<String> ids = new ArrayList<>(TOP);
    int count = 0;
    for (JsonElement e : coins) {
      if (count == TOP) {
        break;
      }
      if (!e.isJsonObject()) {
        continue;
      }
      Tree member = new Tree(e);
      String id = member.text("id").strip();
      Optional<BigDecimal> price = optional(member, "current_price");
      if (id.isEmpty() || id.length() > 100 || price.isEmpty()) {
        continue;
      }
      Names n = names(member, id);
      String s = n.symbol;
      Optional<BigDecimal> change = optional(member, "price_change_percentage_24h");
      Optional<BigDecimal> rank = optional(member, "market_cap_rank");
      Optional<BigDecimal> cap = optional(member, "market_cap");
      figures.add(figure(s + " price", price.get(), cur, n.aliases));
      change.ifPresent(c -> figures.add(figure(s + " 24h change", c, "%", n.aliases)));
      rank.ifPresent(v -> figures.add(figure(s + " market cap rank", v, "", n.aliases)));
      cap.ifPresent(v -> figures.add(figure(s + " market cap", v, cur, n.aliases)));
      String line =
          n.name
              + " ("
              + s
              + rank.map(r -> ", #" + Text.number(r, 0, false)).orElse("")
              + ") "
              + Text.price(price.get(), false)
              + " "
              + cur
              + change.map(c -> " " + Text.percent(c, false)).orElse("");
      en.append(count == 0 ? "" : "; ").append(line);
      nb.append(count == 0 ? "" : "; ").append(Text.norwegian(line));
      fields.put(n.name + " (" + s + ")", Text.price(price.get(), false) + " " + cur);
      ids.add(id);
      count++;
    }
    if (count == 0) {
      throw Truths.notFound(CryptoFetcher.SOURCE, url, "no coins in the answer");
    }
    en.append(" (source: CoinGecko, 24-hour changes).");
    nb.append(" (kilde: CoinGecko, endring siste 24 timer).");
    String page = "https://www.coingecko.com/en";
    FactCard card =
        new FactCard("The largest coins by market cap", fields, CryptoFetcher.SOURCE, page, at);
    return new GroundTruth(
        CryptoFetcher.KIND,
        CryptoFetcher.SOURCE,
        List.of(url, page),
        at,
        Map.of("coinIds", List.copyOf(ids), "currency", cur),
        figures,
        Map.of("en", en.toString(), "nb", nb.toString()),
        card);
  }

  /** A coin's name, symbol and the names a reply may use for it. */
  private record Names(String name, String symbol, String[] aliases) {}

  private static Names names(Coin coin, String id) {
    Coins.Coin known = Coins.byName(id).orElse(null);
    String name = known != null ? known.name() : Text.shorten(or(coin.text("name"), id), 60);
    String symbol =
        known != null
            ? known.symbol()
            : Text.shorten(or(coin.text("symbol"), id), 20).toUpperCase(Locale.ROOT);
    // "ether", "doge": the names a reply may use beside the coin's own and its symbol
    List<String> aliases = new ArrayList<>(4);
    aliases.add(name);
    aliases.add(symbol);
    if (known != null) {
      aliases.addAll(Coins.nicknames(known));
    }
    return new Names(name, symbol, aliases.toArray(new String[0]));
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Map.Entry<String, Object>[] FACT_ARRAY = new Map.Entry[0];

  private static String or(String s, String fallback) {
    String t = s.strip();
    return t.isEmpty() ? fallback : t;
  }

  private static KeyFigure figure(String label, BigDecimal v, String unit, String[] aliases) {
    return KeyFigure.optional(label, v, unit).withAliases(aliases);
  }

  /** An optional member: missing, null, not a number or out of range all read as absent. */
  private static Optional<BigDecimal> optional(Coin coin, String key) {
    try {
      return coin.decimal(key);
    } catch (Json.OutOfRange e) {
      return Optional.empty(); // a market cap in a currency of small units may pass 10^15
    }
  }

  /** {@link #optional}'s value, or null when absent. */
  private static BigDecimal member(Coin coin, String key) {
    return optional(coin, key).orElse(null);
  }

  /** A coin's members as {@link #one} reads them, from a parsed tree or a streaming pass. */
  private interface Coin {
    /** A primitive member's text ({@link Json#path}), or empty. */
    String text(String key);

    /** A number member ({@link Json#decimal(JsonElement, String...)}). */
    Optional<BigDecimal> decimal(String key);
  }

  /** A coin object of a parsed answer. */
  private static final class Tree implements Coin {
    private final JsonElement coin;

    Tree(JsonElement coin) {
      this.coin = coin;
    }

    @Override
    public String text(String key) {
      return Json.path(coin, key);
    }

    @Override
    public Optional<BigDecimal> decimal(String key) {
      return Json.decimal(coin, key);
    }
  }

  /**
   * The members {@link #one} reads of one coin object, as a streaming pass met them: each
   * primitive's text as written, whether it was a number, a string or a boolean; null, an object or
   * an array read as missing, as they do in the tree; a repeated key keeps its last value.
   */
  private static final class Streamed implements Coin {
    /** The members kept, in one order; every other member is skipped. */
    private static final String[] KEYS = {
      "id",
      "name",
      "symbol",
      "current_price",
      "price_change_percentage_24h",
      "price_change_24h",
      "high_24h",
      "low_24h",
      "market_cap",
      "market_cap_rank",
      "market_cap_change_percentage_24h",
      "total_volume",
      "circulating_supply",
      "max_supply",
      "ath",
      "ath_change_percentage",
      "ath_date"
    };

    private static final byte MISSING = 0;
    private static final byte NUMBER = 1;
    private static final byte STRING = 2;
    private static final byte BOOLEAN = 3;

    private final String[] texts = new String[KEYS.length];
    private final byte[] kinds = new byte[KEYS.length];

    static Streamed read(JsonReader r) throws IOException {
      Streamed c = new Streamed();
      r.beginObject();
      while (r.hasNext()) {
        int k = index(r.nextName());
        if (k < 0) {
          r.skipValue();
          continue;
        }
        JsonToken t = r.peek(); // by identity: a switch on an enum is a class more (#23)
        if (t == JsonToken.NUMBER) {
          c.set(k, r.nextString(), NUMBER);
        } else if (t == JsonToken.STRING) {
          c.set(k, r.nextString(), STRING);
        } else if (t == JsonToken.BOOLEAN) {
          c.set(k, r.nextBoolean() ? "true" : "false", BOOLEAN);
        } else if (t == JsonToken.NULL) {
          r.nextNull();
          c.set(k, null, MISSING);
        } else {
          r.skipValue(); // an object or an array: no primitive, as Json.path reads it
          c.set(k, null, MISSING);
        }
      }
      r.endObject();
      return c;
    }

    private void set(int k, String text, byte kind) {
      texts[k] = text;
      kinds[k] = kind;
    }

    private static int index(String key) {
      for (int i = 0; i < KEYS.length; i++) {
        if (KEYS[i].equals(key)) {
          return i;
        }
      }
      return -1;
    }

    @Override
    public String text(String key) {
      int k = index(key);
      return k < 0 || texts[k] == null ? "" : texts[k];
    }

    @Override
    public Optional<BigDecimal> decimal(String key) {
      int k = index(key);
      if (k < 0 || kinds[k] == MISSING || kinds[k] == BOOLEAN) {
        return Optional.empty();
      }
      return Json.decimal(texts[k], kinds[k] == NUMBER, key);
    }
  }

  /** The date of an ISO instant ({@code 2025-10-06T18:57:42.558Z}), or empty. */
  private static String day(String instant) {
    String s = instant.strip();
    return s.length() >= 10 && s.charAt(4) == '-' && s.charAt(7) == '-' ? s.substring(0, 10) : "";
  }

  private static String text(
      boolean nb,
      String name,
      String symbol,
      String p,
      String cur,
      String c,
      Map<String, String> fields) {
    // The pieces joined once: String.join works out the line's length and whether it needs two
    // bytes a character before it copies anything, so the line is one array of its exact size. A
    // builder starts one byte a character and copies itself wide at the range's dash, then copies
    // again into the string (about 2.8 KB a line, twice a fetch, for a line of about 450; #23).
    String[] parts = new String[10 + 4 * fields.size()];
    int k = 0;
    parts[k++] = name;
    parts[k++] = " (";
    parts[k++] = symbol;
    parts[k++] = nb ? ") koster " : ") costs ";
    parts[k++] = nb ? Text.norwegian(p) : p;
    parts[k++] = " ";
    parts[k++] = cur;
    if (c != null) {
      parts[k++] = nb ? ", endring siste 24 timer " : ", 24-hour change ";
      parts[k++] = nb ? Text.norwegian(c) : c;
    }
    boolean first = true;
    for (Map.Entry<String, String> f : fields.entrySet()) {
      String label = nb ? NORWEGIAN.get(f.getKey()) : english(f.getKey());
      if (label == null) {
        continue;
      }
      parts[k++] = first ? "; " : ", ";
      parts[k++] = label;
      parts[k++] = " ";
      parts[k++] = nb ? Text.norwegian(f.getValue()) : f.getValue();
      first = false;
    }
    parts[k++] = nb ? " (kilde: CoinGecko)." : " (source: CoinGecko).";
    return String.join("", k == parts.length ? parts : Arrays.copyOf(parts, k));
  }

  /** A field's label in the English line, or null for the price and change the line leads with. */
  private static String english(String key) {
    String label = ENGLISH.get(key);
    if (label != null) {
      return label;
    }
    label = key.toLowerCase(Locale.ROOT);
    return "price".equals(label) || "24h change".equals(label)
        ? null
        : label.replace("24h", "24-hour");
  }

  /** {@link #english}'s labels of the fields {@link #one} writes, worked out once. */
  private static final Map<String, String> ENGLISH =
      Map.of(
          "24h range", "24-hour range",
          "Market cap", "market cap",
          "Rank by market cap", "rank by market cap",
          "24h volume", "24-hour volume",
          "Circulating supply", "circulating supply",
          "Maximum supply", "maximum supply",
          "All-time high", "all-time high");

  private static final Map<String, String> NORWEGIAN =
      Map.of(
          "24h range", "spenn siste 24 timer",
          "Market cap", "markedsverdi",
          "Rank by market cap", "plass etter markedsverdi",
          "24h volume", "omsetning siste 24 timer",
          "Circulating supply", "i omløp",
          "Maximum supply", "største mulige antall",
          "All-time high", "rekord");
}

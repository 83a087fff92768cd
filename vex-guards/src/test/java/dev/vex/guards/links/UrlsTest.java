package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.IDN;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UrlsTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      nullValues = "null",
      textBlock =
          """
          https://www.coingecko.com/en                | www.coingecko.com
          HTTPS://WWW.CoinGecko.COM/EN                | www.coingecko.com
          https://coingecko.com./x                    | coingecko.com
          https://coingecko.com:8443/x                | coingecko.com
          https://coingecko.com@evil.example/         | evil.example
          https://a:b@coingecko.com/                  | coingecko.com
          https://evil.example\\@coingecko.com/       | evil.example
          https://coingecko.com?x=@evil.example       | coingecko.com
          https://coingecko.com#@evil.example         | coingecko.com
          https://evil%2eexample/                     | evil.example
          www.coingecko.com/en                        | www.coingecko.com
          http://[::1]:8080/                          | [::1]
          https://coin gecko.com                      | null
          ftp://coingecko.com/                        | null
          javascript:alert(1)                         | null
          mailto:a@coingecko.com                      | null
          http:coingecko.com                          | null
          https://                                    | null
          https://coingecko.com:80a/                  | null
          https://a..b/                               | null
          https://%zz/                                | null
          """)
  void readsTheHostABrowserWouldVisit(String url, String host) {
    assertThat(Urls.httpHost(url)).isEqualTo(host);
  }

  @Test
  void internationalHostsCompareAsPunycode() {
    String punycode = IDN.toASCII("blåbær.no");

    assertThat(Urls.httpHost("https://blåbær.no/")).isEqualTo(punycode);
    assertThat(Urls.httpHost("https://" + punycode + "/")).isEqualTo(punycode);
    assertThat(Urls.httpHost("https://BLÅBÆR.no/")).isEqualTo(punycode);
    assertThat(Urls.httpHost("https://coіngecko.com/")).isNotEqualTo("coingecko.com");
  }

  @Test
  void aHostIsWithinADomainOnlyAtALabelBoundary() {
    assertThat(Urls.within("coingecko.com", "coingecko.com")).isTrue();
    assertThat(Urls.within("api.coingecko.com", "coingecko.com")).isTrue();
    assertThat(Urls.within("mycoingecko.com", "coingecko.com")).isFalse();
    assertThat(Urls.within("coingecko.com.evil.example", "coingecko.com")).isFalse();
    assertThat(Urls.within("com", "coingecko.com")).isFalse();
  }

  @Test
  void comparableFormIgnoresSchemeAndHostCaseFragmentAndTrailingSlash() {
    assertThat(Urls.comparable("HTTPS://Docs.Example.net/Guide/#top"))
        .isEqualTo("https://docs.example.net/Guide");
  }

  @Test
  void aRequestTargetIsPercentEncodedWithoutFragment() {
    Urls.Parts p = Urls.parts("https://user:pw@Blåbær.no:8080/sø k?q=æ#frag");

    assertThat(p.host()).isEqualTo(IDN.toASCII("blåbær.no"));
    assertThat(p.port()).isEqualTo(8080);
    assertThat(Urls.target(p)).isEqualTo("/s%C3%B8%20k?q=%C3%A6");
    assertThat(Urls.target(Urls.parts("http://a.example"))).isEqualTo("/");
    assertThat(Urls.parts("javascript:alert(1)")).isNull();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          http://127.1/                  | 127.0.0.1
          http://0x7f.0.0.1/             | 127.0.0.1
          http://2130706433/             | 127.0.0.1
          http://017700000001/           | 127.0.0.1
          http://169.254.169.254/latest  | 169.254.169.254
          http://0251.0376.0251.0376/    | 169.254.169.254
          http://127.0.0.1./             | 127.0.0.1
          """)
  void hostsEndingInANumberAreReadAsIpv4AsABrowserDoes(String url, String host) {
    assertThat(Urls.httpHost(url)).isEqualTo(host);
  }

  @Test
  void aHostIsReadAfterTheMappingsABrowserApplies() {
    String evil = "github.com.evil.example";
    assertThat(Urls.httpHost("https://github.com\u3002evil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com\uFF0Eevil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com\uFF61evil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com\u200B.evil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com%2Eevil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com%E3%80%82evil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com\t.evil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https://github.com\n.evil.example/")).isEqualTo(evil);
    assertThat(Urls.httpHost("https:\\\\evil.example\\github.com")).isEqualTo("evil.example");
    assertThat(Urls.httpHost("https:/evil.example/")).isEqualTo("evil.example");
    assertThat(Urls.httpHost("https:///evil.example/")).isEqualTo("evil.example");
    assertThat(Urls.httpHost("\u0000 https://evil.example/")).isEqualTo("evil.example");
    assertThat(Urls.httpHost("https://\uFF25\uFF36\uFF29\uFF2C.example/"))
        .isEqualTo("evil.example");
  }

  @Test
  void deviationCharactersAndUnassignedCodePointsAreRefused() {
    assertThat(Urls.httpHost("https://faß.de/")).isNull();
    assertThat(Urls.httpHost("https://git\u200Dhub.com/")).isNull();
    assertThat(Urls.httpHost("https://a\uDB80\uDC00.example/")).isNull();
  }

  /**
   * ASCII hosts skip the JDK's IDNA work (issue 24's cost per MB): for any ASCII host, labels
   * empty, too long, or holding controls and punctuation included, the host read is the one the
   * IDNA route gives.
   */
  @Test
  void asciiHostsAreReadAsTheIdnaRouteReadsThem() {
    java.util.Random random = new java.util.Random(24);
    String odd = "aZ09.-_.~ .%\t.\u0000\u007f";
    for (int i = 0; i < 200_000; i++) {
      int length = 1 + random.nextInt(random.nextInt(10) == 0 ? 140 : 12);
      StringBuilder b = new StringBuilder();
      for (int j = 0; j < length; j++) {
        b.append(
            random.nextInt(4) == 0
                ? odd.charAt(random.nextInt(odd.length()))
                : (char) ('a' + random.nextInt(3)));
      }
      String host = b.toString();
      assertThat(Urls.normalizeHost(host)).as(host).isEqualTo(throughIdna(host));
    }
  }

  /** {@link Urls#normalizeHost} as it was before the ASCII shortcut: always through IDN. */
  private static String throughIdna(String host) {
    if (host.indexOf('%') >= 0) {
      return Urls.normalizeHost(host); // percent-decoding is not what this test is about
    }
    String ascii;
    try {
      ascii = IDN.toASCII(host, 0).toLowerCase(java.util.Locale.ROOT);
    } catch (IllegalArgumentException e) {
      return null;
    }
    if (ascii.endsWith(".")) {
      ascii = ascii.substring(0, ascii.length() - 1);
    }
    if (ascii.isEmpty() || ascii.startsWith(".") || ascii.contains("..")) {
      return null;
    }
    for (int i = 0; i < ascii.length(); i++) {
      char c = ascii.charAt(i);
      if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.')) {
        return null;
      }
    }
    String last = ascii.substring(ascii.lastIndexOf('.') + 1);
    boolean number =
        !last.isEmpty()
            && (last.startsWith("0x")
                ? last.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0)
                : last.chars().allMatch(c -> c >= '0' && c <= '9'));
    if (number) {
      return Urls.normalizeHost(ascii); // the IPv4 reading is shared, not what changed
    }
    return ascii;
  }
}

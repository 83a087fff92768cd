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
          http:/coingecko.com                         | null
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
  void aRequestUriHasAsciiHostNoUserinfoAndEncodedPath() {
    assertThat(Urls.toUri("https://user:pw@Blåbær.no:8080/sø k?q=æ#frag"))
        .hasToString("https://" + IDN.toASCII("blåbær.no") + ":8080/s%C3%B8%20k?q=%C3%A6");
    assertThat(Urls.toUri("javascript:alert(1)")).isNull();
  }

  @Test
  void privateLiteralsAreRecognisedWithoutResolvingNames() {
    assertThat(Urls.isPrivateLiteral("localhost")).isTrue();
    assertThat(Urls.isPrivateLiteral("127.0.0.1")).isTrue();
    assertThat(Urls.isPrivateLiteral("10.1.2.3")).isTrue();
    assertThat(Urls.isPrivateLiteral("172.20.0.1")).isTrue();
    assertThat(Urls.isPrivateLiteral("192.168.1.1")).isTrue();
    assertThat(Urls.isPrivateLiteral("169.254.169.254")).isTrue();
    assertThat(Urls.isPrivateLiteral("[::1]")).isTrue();
    assertThat(Urls.isPrivateLiteral("2130706433")).isTrue();
    assertThat(Urls.isPrivateLiteral("8.8.8.8")).isFalse();
    assertThat(Urls.isPrivateLiteral("coingecko.com")).isFalse();
  }
}

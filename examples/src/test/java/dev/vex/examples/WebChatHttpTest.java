package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.Test;

/**
 * {@link WebChatHttp}'s host and origin checks for a server on port 80, where browsers send the
 * host without a port, without binding port 80: the check is a function of the address the server
 * listens on.
 */
class WebChatHttpTest {
  private static final InetSocketAddress PORT_80 =
      new InetSocketAddress(InetAddress.getLoopbackAddress(), 80);
  private static final InetSocketAddress PORT_8080 =
      new InetSocketAddress(InetAddress.getLoopbackAddress(), 8080);

  @Test
  void onPort80TheLoopbackNamesWithoutAPortAreThisServer() {
    for (String host :
        new String[] {"localhost", "127.0.0.1", "[::1]", "LOCALHOST", "localhost:80"}) {
      assertThat(WebChatHttp.hostAllowed(host, PORT_80)).as(host).isTrue();
    }
  }

  @Test
  void rebindingNamesAndOtherPortsAreRefusedOnEveryPort() {
    for (InetSocketAddress bound : new InetSocketAddress[] {PORT_80, PORT_8080}) {
      for (String host :
          new String[] {
            "rebound.example", "rebound.example:80", "localhost:81", "", "localhost.:80"
          }) {
        assertThat(WebChatHttp.hostAllowed(host, bound)).as(host + " on " + bound).isFalse();
      }
      assertThat(WebChatHttp.hostAllowed(null, bound)).isFalse();
    }
    assertThat(WebChatHttp.hostAllowed("localhost", PORT_8080)).isFalse();
    assertThat(WebChatHttp.hostAllowed("localhost:8080", PORT_8080)).isTrue();
  }

  @Test
  void thePagesOwnOriginIsTheSameWithOrWithoutTheDefaultPort() {
    assertThat(WebChatHttp.sameOrigin("http://localhost", "localhost")).isTrue();
    assertThat(WebChatHttp.sameOrigin("http://localhost", "localhost:80")).isTrue();
    assertThat(WebChatHttp.sameOrigin("http://localhost:80", "localhost")).isTrue();
    assertThat(WebChatHttp.sameOrigin("http://127.0.0.1:8080", "127.0.0.1:8080")).isTrue();
    assertThat(WebChatHttp.sameOrigin("http://evil.example", "localhost")).isFalse();
    assertThat(WebChatHttp.sameOrigin("https://localhost", "localhost")).isFalse();
    assertThat(WebChatHttp.sameOrigin("http://localhost:8081", "localhost:8080")).isFalse();
    assertThat(WebChatHttp.sameOrigin("null", "localhost")).isFalse();
    assertThat(WebChatHttp.sameOrigin("http://localhost", null)).isFalse();
  }
}

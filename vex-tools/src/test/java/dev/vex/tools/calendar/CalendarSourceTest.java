package dev.vex.tools.calendar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Real local HTTP servers: a calendar feed that redirects, and an "admin port" behind it. */
class CalendarSourceTest {
  private static final String ICS =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:%s\r\n"
          + "DTSTAMP:20260301T000000Z\r\nDTSTART:20260310T120000Z\r\nDTEND:20260310T130000Z\r\n"
          + "SUMMARY:%s\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

  private HttpServer feed;
  private HttpServer admin;
  private final AtomicInteger adminHits = new AtomicInteger();

  @BeforeEach
  void start() throws Exception {
    InetAddress lo = InetAddress.getLoopbackAddress();
    admin = HttpServer.create(new InetSocketAddress(lo, 0), 0);
    admin.createContext(
        "/secret.ics",
        x -> {
          adminHits.incrementAndGet();
          byte[] b = String.format(ICS, "s", "SECRET admin data").getBytes(StandardCharsets.UTF_8);
          x.sendResponseHeaders(200, b.length);
          x.getResponseBody().write(b);
          x.close();
        });
    admin.start();
    feed = HttpServer.create(new InetSocketAddress(lo, 0), 0);
    feed.createContext(
        "/cal.ics",
        x -> {
          byte[] b = String.format(ICS, "m", "Team meeting").getBytes(StandardCharsets.UTF_8);
          x.sendResponseHeaders(200, b.length);
          x.getResponseBody().write(b);
          x.close();
        });
    feed.createContext("/moved.ics", x -> redirect(x, "/cal.ics"));
    feed.createContext(
        "/evil.ics",
        x -> redirect(x, "http://127.0.0.1:" + admin.getAddress().getPort() + "/secret.ics"));
    feed.start();
  }

  private static void redirect(com.sun.net.httpserver.HttpExchange x, String to)
      throws java.io.IOException {
    x.getResponseHeaders().add("Location", to);
    x.sendResponseHeaders(302, -1);
    x.close();
  }

  @AfterEach
  void stop() {
    feed.stop(0);
    admin.stop(0);
  }

  private String events(String path) throws Exception {
    String url = "http://127.0.0.1:" + feed.getAddress().getPort() + path;
    return CalendarTools.builder()
        .clock(Clock.fixed(Instant.parse("2026-03-10T07:00:00Z"), ZoneId.of("UTC")))
        .source(CalendarSource.url("work", url))
        .build()
        .events(LocalDate.of(2026, 3, 10), 1);
  }

  @Test
  void aRedirectToALoopbackAdminPortIsRefused() {
    assertThatThrownBy(() -> events("/evil.ics"))
        .hasMessageContaining("redirected to an address the network policy refuses")
        .hasMessageContaining("loopback");
    assertThat(adminHits.get()).as("requests that reached the admin port").isZero();
  }

  @Test
  void aRedirectWithinTheConfiguredServerIsFollowed() throws Exception {
    assertThat(events("/moved.ics")).contains("Team meeting");
  }
}

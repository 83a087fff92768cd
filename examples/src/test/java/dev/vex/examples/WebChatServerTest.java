package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link WebChat} over real HTTP, as the page and as an attacker talk to it: the streamed events of
 * a grounded turn, the file route under hostile paths, the bounds on bodies and messages, the
 * same-origin rule for posts, and the page's files. The model is the simulator scripted like a
 * small model; the sources are the recorded responses (with hostile variants of the recipe and the
 * news).
 */
class WebChatServerTest {
  private static final Duration BOUND = Duration.ofMinutes(2);

  @TempDir Path tmp;
  private WebChatFixture web;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(BOUND).build();

  @BeforeEach
  void start() throws IOException {
    web = new WebChatFixture(tmp.resolve("data"), WebChatFixture.HOSTILE);
  }

  @AfterEach
  void stop() {
    web.close();
  }

  @Test
  void aGroundedTurnStreamsOnlyGuardedTextAndEndsWithTheRecordedFigureOnItsCard() throws Exception {
    List<String[]> events = chat("What is the bitcoin price?");

    String price = WebChatFixture.recordedBitcoinPrice();
    List<String> shown = new ArrayList<>();
    for (String[] e : events) {
      if (e[0].equals("delta") || e[0].equals("replaced")) {
        shown.add(JsonParser.parseString(e[1]).getAsJsonObject().get("text").getAsString());
      }
    }
    // The small model's stale price ($42,150) was held back by the guards: never sent.
    assertThat(String.join("", shown)).contains(price + " USD").doesNotContain("42,150");
    String[] last = events.get(events.size() - 1);
    assertThat(last[0]).isEqualTo("done");
    JsonObject done = JsonParser.parseString(last[1]).getAsJsonObject();
    assertThat(done.get("text").getAsString()).contains(price).doesNotContain("42,150");
    JsonObject card = done.getAsJsonArray("cards").get(0).getAsJsonObject();
    assertThat(card.get("kind").getAsString()).isEqualTo("crypto");
    assertThat(card.get("sourceName").getAsString()).isEqualTo("CoinGecko");
    assertThat(card.get("fetchedAtText").getAsString()).matches("\\d{4}-\\d\\d-\\d\\d .* UTC");
    assertThat(card.getAsJsonArray("fields").toString())
        .contains("[\"Price\",\"" + price + " USD\",\"Price\"]")
        .contains("[\"24h change\",\"-2.97 %\",\"24h change\"]");
    assertThat(done.get("lang").getAsString()).isEqualTo("en");
  }

  @Test
  void theFileRouteServesWhatTheToolMadeAndNothingElseWhateverThePath() throws Exception {
    List<String[]> events = chat("Make a PDF of the weather in Heideck");
    JsonObject done = JsonParser.parseString(events.get(events.size() - 1)[1]).getAsJsonObject();
    String href =
        done.getAsJsonArray("artefacts").get(0).getAsJsonObject().get("href").getAsString();
    assertThat(href).matches("/files/[0-9a-f-]{36}");
    HttpResponse<byte[]> pdf =
        http.send(
            HttpRequest.newBuilder(web.uri().resolve(href)).timeout(BOUND).build(),
            HttpResponse.BodyHandlers.ofByteArray());
    assertThat(pdf.statusCode()).isEqualTo(200);
    assertThat(pdf.headers().firstValue("Content-Type")).hasValue("application/pdf");
    assertThat(new String(pdf.body(), 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");

    // Secrets beside and above the output folder, and a link inside it that leads out.
    Path data = web.dataDir;
    Files.writeString(data.resolve("secret.txt"), "TOP SECRET beside");
    Files.writeString(tmp.resolve("secret.txt"), "TOP SECRET above");
    String linked = UUID.randomUUID().toString();
    Files.createSymbolicLink(data.resolve("files").resolve(linked), tmp.resolve("secret.txt"));
    Files.writeString(
        data.resolve("files").resolve(linked + ".json"),
        "{\"name\":\"x.txt\",\"mediaType\":\"text/plain\"}");
    String id = href.substring("/files/".length());
    List<String> hostile =
        List.of(
            "/files/../secret.txt",
            "/files/../../secret.txt",
            "/files/..%2fsecret.txt",
            "/files/%2e%2e/%2e%2e/secret.txt",
            "/files/%2e%2e%2f%2e%2e%2fsecret.txt",
            "/files/..\\..\\secret.txt",
            "/files/" + data.resolve("secret.txt"),
            "/files//" + tmp.resolve("secret.txt"),
            "/files/" + id + "/../../secret.txt",
            "/files/" + id + "%00.json",
            "/files/" + id + ".json",
            "/files/memory.db",
            "/files/../memory.db",
            "/files/" + linked,
            "/files/" + id.toUpperCase(java.util.Locale.ROOT),
            "/files/",
            "/files/../chat.js");
    for (String path : hostile) {
      String answer = raw("GET " + path + " HTTP/1.1");
      assertThat(answer).as(path).startsWith("HTTP/1.1 40").doesNotContain("TOP SECRET");
      assertThat(answer).as(path).doesNotContain("SQLite format").doesNotContain("\"name\"");
    }
    assertThat(raw("POST /files/" + id + " HTTP/1.1")).startsWith("HTTP/1.1 4");
  }

  @Test
  void bodiesMessagesAndNotesAreBoundedAndPostsMustComeFromThePage() throws Exception {
    assertThat(post("/api/chat", "{\"message\":\"" + "a".repeat(WebChat.MAX_BODY_BYTES) + "\"}"))
        .startsWith("413");
    assertThat(
            post(
                "/api/chat", "{\"message\":\"" + "a".repeat(WebChat.MAX_MESSAGE_CHARS + 1) + "\"}"))
        .startsWith("413")
        .contains("the limit is " + WebChat.MAX_MESSAGE_CHARS);
    assertThat(post("/api/memory/notes", "{\"text\":\"" + "n".repeat(2_001) + "\"}"))
        .startsWith("413");
    assertThat(post("/api/chat", "{\"message\":")).startsWith("400");
    assertThat(post("/api/chat", "[1,2]")).startsWith("400");
    assertThat(post("/api/chat", "{\"message\":{\"nested\":1}}")).startsWith("400");
    assertThat(post("/api/chat", "{\"message\":\"   \"}")).startsWith("400");
    // A deeply nested body stays within the byte bound and is refused, not a stack overflow.
    assertThat(post("/api/chat", "[".repeat(8_000) + "]".repeat(8_000))).startsWith("400");

    HttpResponse<String> form =
        http.send(
            HttpRequest.newBuilder(web.uri().resolve("/api/memory/clean"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("x=1"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(form.statusCode()).isEqualTo(415);
    HttpResponse<String> foreign =
        http.send(
            HttpRequest.newBuilder(web.uri().resolve("/api/memory/clean"))
                .header("Content-Type", "application/json")
                .header("Origin", "http://evil.example")
                .POST(HttpRequest.BodyPublishers.ofString("{}"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(foreign.statusCode()).isEqualTo(403);
    // A page elsewhere whose name was rebound to 127.0.0.1 sends its own name as the host.
    assertThat(raw("GET /api/memory HTTP/1.1", "rebound.example:" + web.uri().getPort()))
        .startsWith("HTTP/1.1 403")
        .doesNotContain("entries");
    assertThat(raw("GET /api/memory HTTP/1.1", "localhost:" + web.uri().getPort()))
        .startsWith("HTTP/1.1 200");
    assertThat(raw("GET /api/chat HTTP/1.1")).startsWith("HTTP/1.1 405");
    assertThat(raw("GET /etc/passwd HTTP/1.1")).startsWith("HTTP/1.1 404");
    assertThat(raw("GET /../../etc/passwd HTTP/1.1")).doesNotContain("root:");
    // Still answers after all that.
    assertThat(chat("What is the bitcoin price?").get(0)[0]).isNotEmpty();
  }

  @Test
  void thePagesLoadNothingFromOutsideAndSetNoUntrustedTextAsHtml() throws Exception {
    for (String path :
        List.of("/", "/memory", "/chat.js", "/markdown.js", "/memory.js", "/app.css")) {
      HttpResponse<String> r =
          http.send(
              HttpRequest.newBuilder(web.uri().resolve(path)).timeout(BOUND).build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).as(path).isEqualTo(200);
      assertThat(r.headers().firstValue("Content-Security-Policy").orElseThrow())
          .contains("default-src 'none'")
          .contains("script-src 'self'");
      assertThat(r.body())
          .as(path)
          .doesNotContain("src=\"http")
          .doesNotContain("href=\"http")
          .doesNotContain("src=\"//")
          .doesNotContain("@import")
          .doesNotContain("url(")
          .doesNotContain("innerHTML")
          .doesNotContain("outerHTML")
          .doesNotContain("insertAdjacentHTML")
          .doesNotContain("document.write")
          .doesNotContain("eval(");
    }
  }

  @Test
  void theMemoryApiKeepsNotesArchivesTheTaskShapedOnesAndUndoes() throws Exception {
    for (String note : List.of("I'm vegetarian", "Make a pdf of this", "Find me cheap RAM")) {
      assertThat(post("/api/memory/notes", "{\"text\":\"" + note + "\"}")).startsWith("200");
    }
    JsonObject cleaned = page(post("/api/memory/clean", "{}"));
    assertThat(texts(cleaned.getAsJsonArray("entries"))).containsExactly("I'm vegetarian");
    assertThat(texts(cleaned.getAsJsonArray("archived")))
        .containsExactlyInAnyOrder("Make a pdf of this", "Find me cheap RAM");
    assertThat(cleaned.get("canUndo").getAsBoolean()).isTrue();
    JsonObject undone = page(post("/api/memory/undo", "{}"));
    assertThat(texts(undone.getAsJsonArray("entries")))
        .containsExactlyInAnyOrder("I'm vegetarian", "Make a pdf of this", "Find me cheap RAM");
    assertThat(undone.getAsJsonArray("archived")).isEmpty();
    assertThat(page(post("/api/memory/undo", "{}")).get("message").getAsString())
        .isEqualTo("Nothing to undo.");
  }

  @Test
  void theMemoryAndItsUndoSurviveARestartAndACleanThatArchivesNothingKeepsTheUndo()
      throws Exception {
    for (String note : List.of("I'm vegetarian", "Make a pdf of this", "Find me cheap RAM")) {
      assertThat(post("/api/memory/notes", "{\"text\":\"" + note + "\"}")).startsWith("200");
    }
    assertThat(page(post("/api/memory/clean", "{}")).getAsJsonArray("archived")).hasSize(2);
    // A second clean finds nothing to archive: the first one's undo is still there.
    JsonObject again = page(post("/api/memory/clean", "{}"));
    assertThat(again.get("message").getAsString()).startsWith("Nothing task-shaped to archive.");
    assertThat(again.get("canUndo").getAsBoolean()).isTrue();

    // A restart on the same data folder: the memory and the undo are still there.
    web.close();
    web = new WebChatFixture(tmp.resolve("data"), WebChatFixture.HOSTILE);
    JsonObject restarted = JsonParser.parseString(get("/api/memory")).getAsJsonObject();
    assertThat(texts(restarted.getAsJsonArray("entries"))).containsExactly("I'm vegetarian");
    assertThat(texts(restarted.getAsJsonArray("archived")))
        .containsExactlyInAnyOrder("Make a pdf of this", "Find me cheap RAM");
    assertThat(restarted.get("canUndo").getAsBoolean()).isTrue();
    JsonObject undone = page(post("/api/memory/undo", "{}"));
    assertThat(undone.get("message").getAsString()).isEqualTo("Restored 2 entries.");
    assertThat(undone.getAsJsonArray("archived")).isEmpty();
    assertThat(undone.get("canUndo").getAsBoolean()).isFalse();

    // One entry deleted, one archived entry restored, each on its own.
    page(post("/api/memory/clean", "{}"));
    long ram =
        idOf(
            JsonParser.parseString(get("/api/memory")).getAsJsonObject(),
            "archived",
            "Find me cheap RAM");
    JsonObject restored = page(post("/api/memory/restore", "{\"id\":" + ram + "}"));
    assertThat(restored.get("message").getAsString()).isEqualTo("Restored.");
    assertThat(texts(restored.getAsJsonArray("archived"))).containsExactly("Make a pdf of this");
    long veg = idOf(restored, "entries", "I'm vegetarian");
    JsonObject deleted = page(post("/api/memory/forget", "{\"id\":" + veg + "}"));
    assertThat(deleted.get("message").getAsString()).isEqualTo("Deleted.");
    assertThat(texts(deleted.getAsJsonArray("entries"))).containsExactly("Find me cheap RAM");
    assertThat(
            page(post("/api/memory/forget", "{\"id\":" + veg + "}")).get("message").getAsString())
        .isEqualTo("That entry is no longer there.");
    assertThat(post("/api/memory/forget", "{\"id\":\"1; DROP TABLE\"}")).startsWith("400");
    assertThat(post("/api/memory/restore", "{}")).startsWith("400");
  }

  @Test
  void theDataFolderIsInTheHomeFolderUnlessDataNamesOne() throws Exception {
    assertThat(WebChat.options(new String[0]).data())
        .isEqualTo(Path.of(System.getProperty("user.home"), ".vex", "webchat"));
    assertThat(WebChat.options(new String[] {"--data", tmp.toString(), "--port", "80"}))
        .satisfies(o -> assertThat(o.data()).isEqualTo(tmp))
        .satisfies(o -> assertThat(o.address().getPort()).isEqualTo(80));
  }

  private static long idOf(JsonObject page, String list, String text) {
    for (JsonElement e : page.getAsJsonArray(list)) {
      if (e.getAsJsonObject().get("text").getAsString().equals(text)) {
        return e.getAsJsonObject().get("id").getAsLong();
      }
    }
    throw new AssertionError(text + " is not in " + list);
  }

  @Test
  void atMostTwoTurnsRunAtOnceAndAThirdIsToldTheServerIsBusy() throws Exception {
    web.close();
    CountDownLatch inModel = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    web =
        new WebChatFixture(
            tmp.resolve("busy"),
            null,
            request -> {
              inModel.countDown();
              try {
                release.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return Reply.text("Hello there.");
            });
    // The first turn waits in the model; the second waits for the conversation (turns on one
    // conversation run one after the other); both hold a place.
    List<CompletableFuture<HttpResponse<String>>> running = new ArrayList<>();
    running.add(chatAsync());
    assertThat(inModel.await(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
    CountDownLatch secondPlace = new CountDownLatch(1);
    web.chat.onPlaceTaken(secondPlace::countDown);
    running.add(chatAsync());
    assertThat(secondPlace.await(BOUND.toMillis(), TimeUnit.MILLISECONDS))
        .as("the second turn takes its place")
        .isTrue();
    web.chat.onPlaceTaken(() -> {});
    assertThat(web.chat.turnsHeld()).isEqualTo(WebChat.MAX_TURNS);
    String third = post("/api/chat", "{\"message\":\"hello\"}");
    release.countDown();
    assertThat(third).startsWith("503").contains("busy");
    for (CompletableFuture<HttpResponse<String>> r : running) {
      HttpResponse<String> answer = r.get(BOUND.toMillis(), TimeUnit.MILLISECONDS);
      assertThat(answer.statusCode()).isEqualTo(200);
      assertThat(answer.body()).contains("event: done").contains("Hello there.");
    }
    assertThat(post("/api/chat", "{\"message\":\"hello\"}")).startsWith("200");
  }

  @Test
  void aTurnWhosePageWentAwayIsCancelledWhileTheModelIsSilentAndKeepsNothing() throws Exception {
    web.close();
    CountDownLatch inModel = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger calls = new AtomicInteger();
    web =
        new WebChatFixture(
            tmp.resolve("gone"),
            null,
            request -> {
              if (calls.getAndIncrement() > 0) {
                return Reply.text("Hello there.");
              }
              // The first call says nothing until the test ends: a model still loading.
              inModel.countDown();
              try {
                release.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return Reply.text("Too late: nobody is reading.");
            },
            // Two slots, as for two turns at once: the stalled call keeps one to the end.
            OllamaSimulator.builder().parallel(WebChat.MAX_TURNS));
    try {
      try (Socket page = new Socket(InetAddress.getLoopbackAddress(), web.uri().getPort())) {
        page.setSoTimeout((int) BOUND.toMillis());
        byte[] body = "{\"message\":\"I'm vegetarian\"}".getBytes(StandardCharsets.UTF_8);
        OutputStream out = page.getOutputStream();
        out.write(
            ("POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1:"
                    + web.uri().getPort()
                    + "\r\nContent-Type: application/json\r\nContent-Length: "
                    + body.length
                    + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
        assertThat(headOf(page.getInputStream())).startsWith("HTTP/1.1 200");
        assertThat(inModel.await(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
      } // The page goes away while the model has not said a word.

      // The next message is answered by the model while the first call still stalls: the
      // cancelled turn gave back its place and the conversation (a turn that kept them would
      // hold this one until its two minutes ran out).
      List<String[]> events = chat("I'm allergic to peanuts");
      String[] last = events.get(events.size() - 1);
      assertThat(last[0]).isEqualTo("done");
      assertThat(JsonParser.parseString(last[1]).getAsJsonObject().get("text").getAsString())
          .isEqualTo("Hello there.");
      assertThat(release.getCount()).as("the first model call still stalls").isEqualTo(1);

      // Nothing of the cancelled turn is kept: not in memory, not in the page's history.
      JsonObject memory = JsonParser.parseString(get("/api/memory")).getAsJsonObject();
      assertThat(texts(memory.getAsJsonArray("entries")))
          .anyMatch(t -> t.contains("peanuts"))
          .noneMatch(t -> t.contains("vegetarian"));
      JsonArray history = JsonParser.parseString(get("/api/history")).getAsJsonArray();
      assertThat(history).hasSize(1);
      assertThat(history.get(0).getAsJsonObject().get("message").getAsString())
          .isEqualTo("I'm allergic to peanuts");
    } finally {
      release.countDown();
    }
  }

  @Test
  void pagesThatStopReadingAreCutOffAndGiveBackTheirPlaces() throws Exception {
    web.close();
    CountDownLatch inModel = new CountDownLatch(WebChat.MAX_TURNS);
    AtomicInteger calls = new AtomicInteger();
    // A long reply of markup (each '<' and '>' is sent as six bytes, \\u003c): below the client's
    // 1 M characters, but more than the socket buffers to a page that reads nothing hold (4 MB
    // at most on Linux).
    String essay = ("<>".repeat(500) + " ").repeat(800);
    web =
        new WebChatFixture(
            tmp.resolve("stalled"),
            null,
            request -> {
              if (calls.getAndIncrement() >= WebChat.MAX_TURNS) {
                return Reply.text("Hello there.");
              }
              inModel.countDown();
              return Reply.text(essay);
            });
    List<Socket> pages = new ArrayList<>();
    try {
      for (int i = 0; i < WebChat.MAX_TURNS; i++) {
        Socket page = new Socket();
        pages.add(page);
        page.setReceiveBufferSize(4 * 1024); // a page that reads nothing, with a small window
        page.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), web.uri().getPort()));
        byte[] body = "{\"message\":\"Write me an essay\"}".getBytes(StandardCharsets.UTF_8);
        OutputStream out = page.getOutputStream();
        out.write(
            ("POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1:"
                    + web.uri().getPort()
                    + "\r\nContent-Type: application/json\r\nContent-Length: "
                    + body.length
                    + "\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
      }
      // Both turns got their essay from the model (one after the other, as turns on one
      // conversation run), and their pages keep their connections and read nothing.
      assertThat(inModel.await(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();

      // A person who is told the server is busy tries again and is answered: the turns of the
      // pages that stopped reading were cut off and gave back their places.
      String answer = post("/api/chat", "{\"message\":\"hello\"}");
      long end = System.nanoTime() + BOUND.toNanos();
      while (answer.startsWith("503") && System.nanoTime() < end) {
        inModel.await(200, TimeUnit.MILLISECONDS); // a pause before trying again
        answer = post("/api/chat", "{\"message\":\"hello\"}");
      }
      assertThat(answer).startsWith("200").contains("event: done").contains("Hello there.");
      // And the pages that stopped reading find their streams cut short, not whole replies.
      for (Socket page : pages) {
        page.setSoTimeout((int) BOUND.toMillis());
        String got;
        try {
          got = new String(page.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException reset) {
          got = "";
        }
        assertThat(got).doesNotContain("event: done");
      }
    } finally {
      for (Socket page : pages) {
        page.close();
      }
    }
  }

  /** Reads a response's status line and headers. */
  private static String headOf(InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    while (head.length() < 8_192 && !head.toString().endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      head.append((char) b);
    }
    return head.toString();
  }

  private String get(String path) throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(web.uri().resolve(path)).timeout(BOUND).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).as(path).isEqualTo(200);
    return r.body();
  }

  private CompletableFuture<HttpResponse<String>> chatAsync() {
    return http.sendAsync(
        HttpRequest.newBuilder(web.uri().resolve("/api/chat"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"hello\"}"))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static JsonObject page(String response) {
    return JsonParser.parseString(response.substring(response.indexOf(' ') + 1)).getAsJsonObject();
  }

  private static List<String> texts(JsonArray a) {
    List<String> out = new ArrayList<>();
    for (JsonElement e : a) {
      out.add(e.getAsJsonObject().get("text").getAsString());
    }
    return out;
  }

  /** Posts JSON as the page does; returns "status body". */
  private String post(String path, String body) throws Exception {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(web.uri().resolve(path))
                .timeout(BOUND)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return r.statusCode() + " " + r.body();
  }

  /** One chat turn; returns its events as {name, data}. */
  private List<String[]> chat(String message) throws Exception {
    JsonObject body = new JsonObject();
    body.addProperty("message", message);
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(web.uri().resolve("/api/chat"))
                .timeout(BOUND)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Type")).hasValue("text/event-stream; charset=utf-8");
    List<String[]> events = new ArrayList<>();
    for (String block : r.body().split("\n\n")) {
      String name = "";
      String data = "";
      for (String line : block.split("\n")) {
        if (line.startsWith("event: ")) {
          name = line.substring(7);
        } else if (line.startsWith("data: ")) {
          data = line.substring(6);
        }
      }
      if (!name.isEmpty()) {
        events.add(new String[] {name, data});
      }
    }
    return events;
  }

  /**
   * Sends a request line exactly as written (no client normalises the path), returns the answer.
   */
  private String raw(String requestLine) throws IOException {
    return raw(requestLine, "127.0.0.1:" + web.uri().getPort());
  }

  private String raw(String requestLine, String host) throws IOException {
    URI u = web.uri();
    try (Socket s = new Socket(InetAddress.getLoopbackAddress(), u.getPort())) {
      s.setSoTimeout((int) BOUND.toMillis());
      OutputStream out = s.getOutputStream();
      out.write(
          (requestLine
                  + "\r\nHost: "
                  + host
                  + "\r\nContent-Type: application/json\r\nContent-Length: 0"
                  + "\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = s.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}

package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Uses {@link WebChat} as a person does, in a real headless Chromium driven by the Debian {@code
 * chromium-driver} ({@code /usr/bin/chromedriver}, named explicitly: Selenium downloads nothing).
 * Skipped, saying why, only when Chromium or its driver is not installed ({@code .ci/run} installs
 * both). The model is the simulator scripted like a small model; sources are the recorded
 * responses, with hostile variants of the recipe and the news titles.
 *
 * <p>It saves screenshots of the chat and memory pages to {@code target/}; with {@code
 * -Dwebchat.screenshots=DIR} (for example {@code ../docs}) also to that folder, which is how the
 * README's pictures are made.
 */
class WebChatBrowserTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final Duration BOUND = Duration.ofMinutes(2);

  @TempDir Path tmp;
  private WebChatFixture web;
  private ChromeDriverService service;
  private WebDriver driver;

  @BeforeAll
  static void chromiumIsThere() {
    assumeTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "chromium or chromedriver is not installed (Debian packages chromium and chromium-driver;"
            + " .ci/run installs them): the web chat test needs a real browser");
  }

  @BeforeEach
  void start() throws IOException {
    web = new WebChatFixture(tmp.resolve("data"), WebChatFixture.HOSTILE);
    System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
    service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .build();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-extensions",
        "--no-first-run",
        "--window-size=1280,1000",
        "--user-data-dir=" + tmp.resolve("chromium-profile"));
    driver = new ChromeDriver(service, options);
    driver.manage().window().setSize(new Dimension(1280, 1000));
  }

  @AfterEach
  void stop() {
    try {
      if (driver != null) {
        driver.quit();
      }
    } finally {
      if (service != null) {
        service.stop();
      }
      web.close();
    }
  }

  @Test
  void aGroundedQuestionShowsTheGuardedReplyAndTheCardWithTheRecordedFigure() throws Exception {
    driver.get(web.uri().toString());
    // Record every text the reply shows while it streams, to check what the guards released.
    js(
        "window.shownTexts = [];"
            + "new MutationObserver(() => document.querySelectorAll('.reply-text')"
            + ".forEach(e => window.shownTexts.push(e.textContent)))"
            + ".observe(document.getElementById('conversation'),"
            + " {childList: true, subtree: true, characterData: true});");
    WebElement turn = ask("What is the bitcoin price?");

    String price = WebChatFixture.recordedBitcoinPrice();
    WebElement card = turn.findElement(By.cssSelector(".card-crypto"));
    assertThat(card.findElement(By.cssSelector(".card-title")).getText())
        .isEqualTo("Bitcoin (BTC)");
    assertThat(card.findElement(By.cssSelector(".price")).getText()).isEqualTo(price + " USD");
    assertThat(card.findElement(By.cssSelector(".change")).getText()).isEqualTo("-2.97 %");
    assertThat(card.findElement(By.cssSelector(".change")).getAttribute("class")).contains("down");
    assertThat(card.findElement(By.cssSelector("footer")).getText())
        .matches("Source: CoinGecko · fetched \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC");
    assertThat(card.findElement(By.cssSelector("footer a.source")).getAttribute("href"))
        .isEqualTo("https://www.coingecko.com/en/coins/bitcoin");
    assertThat(turn.findElement(By.cssSelector(".reply-text")).getText())
        .contains("Bitcoin (BTC) costs " + price + " USD");
    @SuppressWarnings("unchecked")
    List<String> shown = (List<String>) js("return window.shownTexts;");
    assertThat(shown).isNotEmpty().noneMatch(t -> t.contains("42,150"));

    WebElement weather = ask("How is the weather in Heideck?");
    WebElement w = weather.findElement(By.cssSelector(".card-weather"));
    assertThat(w.findElement(By.cssSelector(".big")).getText()).isEqualTo("Overcast, 9 °C");
    assertThat(w.findElement(By.cssSelector(".range")).getText())
        .isEqualTo("Today (2026-04-03): 1 to 11 °C");
    assertThat(w.findElement(By.cssSelector("footer")).getText()).startsWith("Source: wttr.in");
    js("window.scrollTo(0, 0);");
    screenshot("webchat-chat.png");
  }

  @Test
  void aSentenceTheNextRoundReplacesIsMarkedReplaced() {
    driver.get(web.uri().toString());
    // The small model writes a sentence, then calls get_time: the next round's answer replaces
    // what the page showed, and the page says so.
    WebElement turn = ask("What does the clock say?");
    assertThat(turn.getAttribute("data-replaced")).isEqualTo("true");
    // Why, in plain words and folded away under "how this answer was made".
    WebElement how = turn.findElement(By.cssSelector("details.how"));
    assertThat(how.getAttribute("open")).isNull();
    assertThat(how.findElement(By.tagName("summary")).getText())
        .isEqualTo("How this answer was made");
    assertThat(turn.findElement(By.cssSelector(".replaced-note")).getAttribute("textContent"))
        .isIn(
            "The model looked something up and then wrote a new answer, which replaces its first.",
            "The final answer replaces the text shown while it was written.");
    assertThat(turn.findElement(By.cssSelector(".reply-text")).getText())
        .startsWith("It is ")
        .endsWith(" in Oslo.");
  }

  @Test
  void aToolsPdfLinkOpensThePdf() {
    driver.get(web.uri().toString());
    WebElement turn = ask("Make a PDF of the weather in Heideck");
    // Whether the page shows a replacement here depends on what the guards release before the
    // override; the replacement note itself is tested by
    // aSentenceTheNextRoundReplacesIsMarkedReplaced.
    assertThat(turn.findElement(By.cssSelector(".reply-text")).getText())
        .startsWith("Weather in Heideck, Germany")
        .endsWith("I saved it as a PDF; open it from the link below the answer.");
    WebElement pdf = turn.findElement(By.cssSelector("a.artefact"));
    assertThat(pdf.getText()).isEqualTo("Open Vex-answer.pdf");
    String chatWindow = driver.getWindowHandle();
    pdf.click();
    String opened =
        waitFor(d -> d.getWindowHandles().stream().filter(h -> !h.equals(chatWindow)).findFirst())
            .orElseThrow();
    driver.switchTo().window(opened);
    waitFor(d -> d.getCurrentUrl().contains("/files/"));
    assertThat(driver.getCurrentUrl()).matches(".*/files/[0-9a-f-]{36}");
    // The bytes the browser gets at that link.
    Object head =
        ((JavascriptExecutor) driver)
            .executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                    + "fetch(location.href).then(r => r.arrayBuffer().then(b => done("
                    + "r.headers.get('Content-Type') + ' ' +"
                    + " String.fromCharCode(...new Uint8Array(b.slice(0, 5))))))"
                    + ".catch(e => done('failed ' + e));");
    assertThat(head).isEqualTo("application/pdf %PDF-");
  }

  @Test
  void untrustedRecipeAndStoryTitlesShowAsTextAndNeverRun() {
    driver.get(web.uri().toString());
    WebElement recipe = ask("Find me a recipe for arrabiata");
    WebElement card = recipe.findElement(By.cssSelector(".card-recipes"));
    assertThat(card.findElement(By.cssSelector(".card-title")).getText())
        .isEqualTo(
            "<img src=x onerror=\"window.pwned=1\"><script>window.pwned=2</script>"
                + " Spicy Arrabiata Penne");
    assertThat(card.findElements(By.cssSelector(".ingredients li")))
        .extracting(WebElement::getText)
        .contains("1 pound penne rigate", "3 cloves garlic");
    // The reply quotes the title too (what of its markup the agent keeps is vex-core's business):
    // whatever arrives is shown as text.
    assertThat(recipe.findElement(By.cssSelector(".reply-text")).getText())
        .contains("window.pwned=2</script> Spicy Arrabiata Penne");

    WebElement news = ask("Any tech news today?");
    List<WebElement> stories = news.findElements(By.cssSelector(".card-news .stories li"));
    assertThat(stories).hasSizeGreaterThanOrEqualTo(3);
    assertThat(stories.get(0).getText())
        .startsWith("<img src=x onerror=\"window.pwned=3\">Coding with LLMs");
    // The javascript: link is not a link; the next story's is.
    assertThat(stories.get(0).findElements(By.tagName("a"))).isEmpty();
    assertThat(stories.get(1).findElement(By.tagName("a")).getAttribute("href"))
        .isEqualTo(
            "https://camillovisini.com/coding/simulating-hand-drawn-motion-with-svg-filters");

    assertThat(driver.findElements(By.cssSelector("#conversation img, #conversation script")))
        .isEmpty();
    assertThat(js("return window.pwned === undefined;")).isEqualTo(true);
    List<String> hrefs = new ArrayList<>();
    for (WebElement a : driver.findElements(By.cssSelector("#conversation a"))) {
      hrefs.add(a.getAttribute("href"));
    }
    assertThat(hrefs).isNotEmpty().allMatch(h -> h.startsWith("http://") || h.startsWith("https:"));
  }

  @Test
  void cleanTasksArchivesTheTaskEntriesKeepsThePersonalOnesAndUndoBringsThemBack()
      throws Exception {
    driver.get(web.uri().toString());
    driver.findElement(By.id("memory-link")).click();
    waitFor(d -> d.findElements(By.cssSelector("#entries li.empty")).size() == 1);
    List<String> notes =
        List.of(
            "I'm vegetarian",
            "Make a pdf of this",
            "My name is Ada",
            "Find me cheap RAM",
            "I live in Bergen");
    for (String note : notes) {
      int before = entries("#entries").size();
      driver.findElement(By.id("note")).sendKeys(note);
      driver.findElement(By.id("add-note")).click();
      waitFor(d -> entries("#entries").size() == before + 1);
    }
    assertThat(entries("#entries")).containsExactlyInAnyOrderElementsOf(notes);

    driver.findElement(By.id("clean")).click();
    waitFor(d -> entries("#archived").size() == 2);
    assertThat(entries("#entries"))
        .containsExactlyInAnyOrder("I'm vegetarian", "My name is Ada", "I live in Bergen");
    assertThat(entries("#archived"))
        .containsExactlyInAnyOrder("Make a pdf of this", "Find me cheap RAM");
    assertThat(driver.findElement(By.id("memory-status")).getText())
        .isEqualTo("Archived 2 task-shaped entries; Undo puts them back.");
    screenshot("webchat-memory.png");

    WebElement undo = driver.findElement(By.id("undo"));
    assertThat(undo.isEnabled()).isTrue();
    undo.click();
    waitFor(d -> entries("#archived").isEmpty());
    assertThat(entries("#entries")).containsExactlyInAnyOrderElementsOf(notes);
    assertThat(driver.findElement(By.id("memory-status")).getText())
        .isEqualTo("Restored 2 entries.");
    assertThat(driver.findElement(By.id("undo")).isEnabled()).isFalse();

    // A reload shows the same memory, read back from the database.
    driver.navigate().refresh();
    waitFor(d -> entries("#entries").size() == notes.size());
    assertThat(entries("#entries")).containsExactlyInAnyOrderElementsOf(notes);
  }

  @Test
  void aRepliesMarkdownIsShownAsItsElementsAndMarkupInItStaysText() throws Exception {
    restart(
        request ->
            Reply.text(
                "## Packing list\n\n"
                    + "- **Warm** jacket\n- *Good* boots\n\n"
                    + "Check with `vex --help`.\n\n"
                    + "| Item | Where |\n|---|---|\n| Map | bag |\n\n"
                    + "<script>window.pwned=1</script>\n\n"
                    + "<img src=x onerror=\"window.pwned=2\">\n\n"
                    + "[click me](javascript:window.pwned=3) [or me](jav&#x61;script:window.pwned=4)"
                    + " ![a picture](javascript:window.pwned=5) <b onclick=\"window.pwned=6\">b</b>"));
    driver.get(web.uri().toString());
    WebElement turn = ask("Help me pack for a hike");
    WebElement text = turn.findElement(By.cssSelector(".reply-text"));
    assertThat(text.findElement(By.cssSelector("h2")).getText()).isEqualTo("Packing list");
    assertThat(text.findElements(By.cssSelector("ul li"))).hasSize(2);
    assertThat(text.findElement(By.cssSelector("li strong")).getText()).isEqualTo("Warm");
    assertThat(text.findElement(By.cssSelector("li em")).getText()).isEqualTo("Good");
    assertThat(text.findElement(By.cssSelector("p code")).getText()).isEqualTo("vex --help");
    assertThat(text.findElements(By.cssSelector("table td")))
        .extracting(WebElement::getText)
        .containsExactly("Map", "bag");
    // The markup and the script links are shown as text, never run and never links.
    // (What of the script and image lines vex-core keeps is its business; ReplyMarkdownTest
    // shows each kind of HTML stays text when it arrives.)
    assertThat(text.getText())
        .contains("<b onclick=\"window.pwned=6\">b</b>")
        .contains("click me")
        .contains("or me")
        .contains("a picture");
    assertThat(
            driver.findElements(
                By.cssSelector("#conversation img, #conversation script, #conversation b")))
        .isEmpty();
    assertThat(text.findElements(By.tagName("a"))).isEmpty();
    for (WebElement span : text.findElements(By.tagName("span"))) {
      span.click(); // where a link would have been
    }
    assertThat(js("return window.pwned === undefined;")).isEqualTo(true);
    screenshot("webchat-markdown.png");
  }

  @Test
  void busyStoppedCutOffAndServerDownEachShowTheirOwnSentenceAndStyle() throws Exception {
    AtomicReference<CountDownLatch> gate = new AtomicReference<>(new CountDownLatch(1));
    AtomicInteger inModel = new AtomicInteger();
    List<CountDownLatch> gates = new ArrayList<>();
    gates.add(gate.get());
    web.close();
    web =
        new WebChatFixture(
            tmp.resolve("data2"),
            null,
            request -> {
              CountDownLatch g = gate.get();
              inModel.incrementAndGet();
              try {
                g.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return Reply.text("Hello there.");
            },
            OllamaSimulator.builder().parallel(4));
    try {
      driver.get(web.uri().toString());
      // A reply is being written: Enter again says why nothing happens; Stop ends it.
      WebElement running = send("Tell me a story");
      waitFor(d -> inModel.get() == 1 ? true : null);
      WebElement stop = driver.findElement(By.id("stop"));
      assertThat(stop.isDisplayed()).isTrue();
      driver.findElement(By.id("message")).sendKeys("And another one", Keys.ENTER);
      String notice = waitFor(d -> emptyToNull(d.findElement(By.id("notice")).getText()));
      assertThat(notice).isEqualTo("A reply is still being written. Wait for it, or press Stop.");
      assertThat(driver.findElement(By.id("message")).getAttribute("value"))
          .isEqualTo("And another one");
      stop.click();
      waitFor(d -> "stopped".equals(running.getAttribute("data-error")));
      assertThat(running.findElement(By.cssSelector(".error-text")).getText())
          .isEqualTo("Stopped. The rest of this reply was not written.");
      assertThat(stop.isDisplayed()).isFalse();
      // The server noticed the page went away and gave the place back.
      waitFor(d -> web.chat.turnsHeld() == 0 ? true : null);

      // Two replies being written for others: the page is told the server is busy.
      HttpClient http = HttpClient.newHttpClient();
      List<CompletableFuture<HttpResponse<String>>> others = new ArrayList<>();
      for (int i = 0; i < WebChat.MAX_TURNS; i++) {
        others.add(
            http.sendAsync(
                HttpRequest.newBuilder(web.uri().resolve("/api/chat"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"hi\"}"))
                    .build(),
                HttpResponse.BodyHandlers.ofString()));
      }
      waitFor(d -> web.chat.turnsHeld() == WebChat.MAX_TURNS ? true : null);
      driver.findElement(By.id("message")).clear();
      WebElement busy = send("Are you there?");
      waitFor(d -> "busy".equals(busy.getAttribute("data-error")));
      assertThat(busy.findElement(By.cssSelector(".error-text")).getText())
          .isEqualTo("The server is busy writing other replies. Wait a moment and send again.");
      screenshot("webchat-errors.png");
      int before = inModel.get();
      gate.get().countDown();
      for (CompletableFuture<HttpResponse<String>> o : others) {
        assertThat(o.get(BOUND.toMillis(), TimeUnit.MILLISECONDS).body()).contains("event: done");
      }

      // The server stops while the page waits for its reply: cut off; then it is down.
      gate.set(new CountDownLatch(1));
      gates.add(gate.get());
      WebElement cut = send("One more?");
      waitFor(d -> inModel.get() > before ? true : null);
      web.chat.close();
      waitFor(d -> cut.getAttribute("data-error"));
      assertThat(cut.getAttribute("data-error")).isEqualTo("cut");
      assertThat(cut.findElement(By.cssSelector(".error-text")).getText())
          .isEqualTo(
              "The connection ended before the reply was complete. Send the question again.");
      WebElement down = send("Hello?");
      waitFor(d -> "offline".equals(down.getAttribute("data-error")));
      assertThat(down.findElement(By.cssSelector(".error-text")).getText())
          .isEqualTo(
              "The chat server does not answer. Is WebChat still running? Start it again and"
                  + " resend.");
      List<String> looks = new ArrayList<>();
      for (WebElement e : List.of(running, busy, cut, down)) {
        WebElement t = e.findElement(By.cssSelector(".error-text"));
        looks.add(t.getCssValue("background-color") + " " + t.getCssValue("color"));
      }
      assertThat(looks).doesNotHaveDuplicates();
      js("window.scrollTo(0, document.body.scrollHeight);");
      screenshot("webchat-errors.png");
    } finally {
      gates.forEach(CountDownLatch::countDown);
    }
  }

  private static String emptyToNull(String s) {
    return s == null || s.isEmpty() ? null : s;
  }

  @Test
  void theStepsAreFoldedAwayInPlainWords() {
    driver.get(web.uri().toString());
    WebElement turn = ask("What is the bitcoin price?");
    WebElement how = turn.findElement(By.cssSelector("details.how"));
    assertThat(how.getAttribute("open")).isNull();
    // What is shown of the turn: the reply, the card, the fold's one line; no guard talk.
    assertThat(turn.getText())
        .contains("How this answer was made")
        .doesNotContain("digit-scan")
        .doesNotContain("not stated")
        .doesNotContain("replaced by the real data");
    how.findElement(By.tagName("summary")).click();
    String steps = how.getText();
    assertThat(steps)
        .contains("Fetched the crypto price from CoinGecko.")
        .contains("Asked the model qwen2.5:3b.")
        .doesNotContain("digit-scan");
  }

  @Test
  void theInputHasTheFocusTheNewestMessageIsInViewAndTheThemeFollowsTheSystem() throws Exception {
    driver.get(web.uri().toString());
    assertThat(js("return document.activeElement.id;")).isEqualTo("message");
    for (String q :
        List.of("Hello", "What is the bitcoin price?", "How is the weather in Heideck?")) {
      ask(q);
    }
    driver.navigate().refresh();
    waitFor(d -> d.findElements(By.cssSelector("#conversation > li[data-done]")).size() == 3);
    assertThat(js("return document.activeElement.id;")).isEqualTo("message");
    // The newest reply's end is above the input bar, within the window.
    Object inView =
        js(
            "const last = document.querySelector('#conversation > li:last-child')"
                + ".getBoundingClientRect();"
                + "const bar = document.getElementById('ask').getBoundingClientRect();"
                + "return last.bottom <= bar.top + 1 && last.bottom > 0;");
    assertThat(inView).isEqualTo(true);
    // The steps of a reply are still in its fold after the reload.
    assertThat(
            driver
                .findElements(By.cssSelector("#conversation > li"))
                .get(1)
                .findElement(By.cssSelector("details.how"))
                .getAttribute("textContent"))
        .contains("Fetched the crypto price from CoinGecko.");

    String light = (String) js("return getComputedStyle(document.body).backgroundColor;");
    ((ChromeDriver) driver)
        .executeCdpCommand(
            "Emulation.setEmulatedMedia",
            Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
    String dark = (String) js("return getComputedStyle(document.body).backgroundColor;");
    assertThat(dark).isNotEqualTo(light).isEqualTo("rgb(20, 23, 29)");
    screenshot("webchat-dark.png");

    // On a phone 390 px wide the placeholder fits in its field.
    driver.manage().window().setSize(new Dimension(390, 844));
    waitFor(d -> ((Number) js("return window.innerWidth;")).intValue() <= 400 ? true : null);
    Object fits =
        js(
            "const i = document.getElementById('message'); const s = getComputedStyle(i);"
                + "const c = document.createElement('canvas').getContext('2d');"
                + "c.font = s.font;"
                + "const room = i.clientWidth - parseFloat(s.paddingLeft)"
                + " - parseFloat(s.paddingRight);"
                + "return [c.measureText(i.placeholder).width, room];");
    List<?> widths = (List<?>) fits;
    assertThat(((Number) widths.get(0)).doubleValue())
        .as("placeholder width against the room in the field at 390 px")
        .isLessThanOrEqualTo(((Number) widths.get(1)).doubleValue());
    assertThat(((Number) js("return document.documentElement.scrollWidth;")).intValue())
        .isLessThanOrEqualTo(((Number) js("return window.innerWidth;")).intValue());
  }

  @Test
  void aNorwegianQuestionGetsNorwegianCardsNumbersAndWords() throws Exception {
    driver.get(web.uri().toString());
    WebElement turn = ask("Hva koster bitcoin nå?");
    assertThat(turn.getAttribute("lang")).isEqualTo("nb");
    String price = WebChatFixture.recordedBitcoinPrice().replace(",", " ");
    assertThat(turn.findElement(By.cssSelector(".reply-text")).getText())
        .contains("koster " + price + " USD");
    WebElement card = turn.findElement(By.cssSelector(".card-crypto"));
    assertThat(card.findElement(By.cssSelector(".price")).getText()).isEqualTo(price + " USD");
    assertThat(card.findElement(By.cssSelector(".change-line")).getText())
        .isEqualTo("Endring siste døgn -2,97 %");
    assertThat(card.findElement(By.cssSelector(".change")).getAttribute("class")).contains("down");
    assertThat(card.findElement(By.cssSelector("footer")).getText())
        .matches("Kilde: CoinGecko · hentet \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC");
    assertThat(turn.findElement(By.cssSelector("details.how summary")).getText())
        .isEqualTo("Slik ble svaret laget");
    assertThat(turn.findElement(By.cssSelector("details.how")).getAttribute("textContent"))
        .contains("Hentet kryptoprisen fra CoinGecko.")
        .contains("Spurte modellen qwen2.5:3b.")
        .contains("Skrevet av qwen2.5:3b på 1 runde, ");

    WebElement weather = ask("Hvordan er været i Heideck i dag?");
    WebElement w = weather.findElement(By.cssSelector(".card-weather"));
    assertThat(w.findElement(By.cssSelector(".card-title")).getText())
        .isEqualTo("Været i Heideck, Germany");
    assertThat(w.findElement(By.cssSelector(".range")).getText())
        .isEqualTo("I dag (2026-04-03): 1 til 11 °C");
    assertThat(w.findElements(By.cssSelector("dt")))
        .extracting(WebElement::getText)
        .contains("Føles som", "Luftfuktighet", "Vind", "Sjanse for regn");

    WebElement pdf = ask("Lag en PDF av været i Heideck");
    assertThat(pdf.findElement(By.cssSelector(".reply-text")).getText())
        .endsWith("Jeg lagret det som PDF; åpne den fra lenken under svaret.");
    assertThat(pdf.findElement(By.cssSelector("a.artefact")).getText())
        .isEqualTo("Åpne Vex-answer.pdf");
    js("window.scrollTo(0, 0);");
    screenshot("webchat-norwegian.png");

    // The page's own sentences follow the conversation's language too.
    web.chat.close();
    WebElement down = send("Hallo?");
    waitFor(d -> "offline".equals(down.getAttribute("data-error")));
    assertThat(down.findElement(By.cssSelector(".error-text")).getText())
        .isEqualTo(
            "Chat-serveren svarer ikke. Kjører WebChat fortsatt? Start den igjen og send på nytt.");
  }

  /** Starts the web chat again with another model script. */
  private void restart(Function<RecordedRequest, Reply> model) throws IOException {
    web.close();
    web = new WebChatFixture(tmp.resolve("data2"), null, model);
  }

  /** Types a question and sends it with Enter; returns its turn without waiting for the reply. */
  private WebElement send(String question) {
    int before = driver.findElements(By.cssSelector("#conversation > li")).size();
    driver.findElement(By.id("message")).sendKeys(question, Keys.ENTER);
    return waitFor(
        d -> {
          List<WebElement> turns = d.findElements(By.cssSelector("#conversation > li"));
          return turns.size() > before ? turns.get(before) : null;
        });
  }

  /** Types a question, sends it, and waits until its reply has ended; returns the turn. */
  private WebElement ask(String question) {
    int before = driver.findElements(By.cssSelector("#conversation > li")).size();
    driver.findElement(By.id("message")).sendKeys(question);
    driver.findElement(By.id("send")).click();
    return waitFor(
        d -> {
          List<WebElement> turns = d.findElements(By.cssSelector("#conversation > li"));
          if (turns.size() <= before) {
            return null;
          }
          WebElement t = turns.get(before);
          return "true".equals(t.getAttribute("data-done")) ? t : null;
        });
  }

  /** The texts of a memory list, read in one script (the page re-renders the list as a whole). */
  private List<String> entries(String list) {
    Object texts =
        js(
            "return Array.from(document.querySelectorAll(arguments[0])," + " e => e.textContent);",
            list + " li .text");
    List<String> out = new ArrayList<>();
    for (Object t : (List<?>) texts) {
      out.add(String.valueOf(t));
    }
    return out;
  }

  private <T> T waitFor(Function<WebDriver, T> condition) {
    return new WebDriverWait(driver, BOUND, Duration.ofMillis(50)).until(condition::apply);
  }

  private Object js(String script, Object... args) {
    return ((JavascriptExecutor) driver).executeScript(script, args);
  }

  private void screenshot(String name) throws IOException {
    Path shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
    Path target = Path.of("target", name);
    Files.createDirectories(target.getParent());
    Files.copy(shot, target, StandardCopyOption.REPLACE_EXISTING);
    String dir = System.getProperty("webchat.screenshots");
    if (dir != null && !dir.isBlank()) {
      Files.createDirectories(Path.of(dir));
      Files.copy(shot, Path.of(dir, name), StandardCopyOption.REPLACE_EXISTING);
    }
  }
}

package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
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
    assertThat(card.findElement(By.cssSelector(".change")).getText()).isEqualTo("-0.27 %");
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
        .isEqualTo(
            "The model looked something up and then wrote a new answer, which replaces its first.");
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

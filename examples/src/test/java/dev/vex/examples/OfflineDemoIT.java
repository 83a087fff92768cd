package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.links.UrlAllowlistGuard;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The demo's questions against a real Ollama: skipped unless {@code OLLAMA_HOST} is set, and not
 * run by {@code mvn verify} at all then (the {@code ollama} profile of this module runs {@code *IT}
 * classes only when {@code OLLAMA_HOST} is set). The model is {@code VEX_MODEL}, else {@code
 * qwen2.5:3b}. A real model words its replies its own way, so the test checks what the guards
 * promise the user whatever the model says: the recorded figures, only allowed links, the data
 * behind each grounded answer.
 */
@EnabledIfEnvironmentVariable(named = "OLLAMA_HOST", matches = ".+")
class OfflineDemoIT {
  private static final Pattern URL = Pattern.compile("https?://[^\\s)\\]>\"'`]+");

  private static final List<AgentReply> replies = new ArrayList<>();

  @BeforeAll
  static void askTheDemoQuestions() {
    String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
    OllamaClient real = OllamaClient.builder().firstByteTimeout(Duration.ofMinutes(5)).build();
    try (RecordedSources recorded = new RecordedSources()) {
      Agent agent = OfflineDemo.agent(recorded).ollama(real).model(model).build();
      for (String question : OfflineDemo.QUESTIONS) {
        replies.add(agent.chat(question));
      }
    }
  }

  @Test
  void everyQuestionGetsAnAnswer() {
    assertThat(replies).hasSameSizeAs(OfflineDemo.QUESTIONS);
    assertThat(replies).allSatisfy(r -> assertThat(r.text()).isNotBlank());
  }

  @Test
  void theBitcoinAnswerStatesTheRecordedPrice() {
    AgentReply btc = replies.get(0);
    assertThat(btc.factCards()).extracting(FactCard::title).contains("Bitcoin (BTC)");
    assertThat(digitsOf(btc.text())).contains("65603");
  }

  @Test
  void theWeatherAnswerComesFromTheRecordedForecast() {
    AgentReply weather = replies.get(1);
    assertThat(weather.factCards()).extracting(FactCard::sourceName).contains("wttr.in");
    assertThat(weather.text()).containsPattern("\\b9\\b");
  }

  @Test
  void theEthereumAnswerStatesTheRecordedPrice() {
    AgentReply eth = replies.get(4);
    assertThat(digitsOf(eth.text())).contains("192127");
  }

  @Test
  void noReplyCarriesALinkThatIsNeitherAllowedNorFetched() {
    for (AgentReply r : replies) {
      Matcher m = URL.matcher(r.text());
      while (m.find()) {
        String url = m.group().replaceAll("[.,;:!?]+$", "");
        assertThat(allowed(url, r)).as("link %s in the reply to a demo question", url).isTrue();
      }
    }
  }

  @Test
  void theTimeToolAnswersWhenTheModelCallsIt() {
    AgentReply time = replies.get(3);
    time.trace()
        .toolCalls()
        .forEach(
            t -> {
              assertThat(t.name()).isEqualTo("get_time");
              assertThat(t.result()).isNotBlank();
            });
  }

  private static boolean allowed(String url, AgentReply reply) {
    if (reply.links().contains(url)) {
      return true;
    }
    String host = URI.create(url).getHost();
    if (host == null) {
      return false;
    }
    String h = host.toLowerCase(Locale.ROOT);
    return UrlAllowlistGuard.DEFAULT_DOMAINS.stream()
        .anyMatch(d -> h.equals(d) || h.endsWith("." + d));
  }

  /** The text with separators between digits removed: "3,037.21" and "3 037,21" read 303721. */
  private static String digitsOf(String text) {
    return text.replaceAll("(?<=\\d)[,.\\s\u00a0\u202f](?=\\d)", "");
  }
}

package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.model.Think;
import dev.vex.core.model.UnsupportedCapabilityException;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import org.junit.jupiter.api.Test;

/**
 * Vex's Ollama client and agent against every version profile of the simulator ({@link
 * OllamaSimulator#PROFILES}): what differs between Ollama versions is handled, not stumbled over.
 */
class AgentVersionProfilesTest extends SimulatorAgentBase {

  private void as(String version) {
    sim.close();
    sim = OllamaSimulator.builder().version(version).start();
  }

  private static boolean atLeast(String version, int minor) {
    return Integer.parseInt(version.split("\\.")[1]) >= minor;
  }

  @Test
  void aToolsModelGetsItsToolsWhetherOrNotTheServersListNamesCapabilities() {
    for (String version : OllamaSimulator.PROFILES) {
      as(version);
      weatherCities.clear();
      ModelInfo listed =
          client().models().stream()
              .filter(m -> m.name().equals("qwen2.5:3b"))
              .findFirst()
              .orElseThrow();
      // Ollama lists capabilities from 0.30.0 only; /api/show has them in every profile.
      assertThat(listed.capabilitiesKnown()).as(version).isEqualTo(atLeast(version, 30));
      assertThat(client().show("qwen2.5:3b").orElseThrow().has("tools")).as(version).isTrue();
      sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
      sim.enqueue(Reply.text("Oslo has 11 °C and clouds."));

      AgentReply reply = agent().build().chat("What is the weather in Oslo?");

      assertThat(reply.text()).as(version).contains("11 °C");
      assertThat(weatherCities).as(version).containsExactly("Oslo");
      assertThat(chats().get(0).toolNames()).as(version).contains("get_weather");
    }
  }

  @Test
  void aThinkingLevelTheServerRefusesIsATypedErrorAndTheTurnRetriesAtTheServersDefault() {
    for (String version : OllamaSimulator.PROFILES) {
      as(version);
      boolean levelsForAll = atLeast(version, 17);
      ChatRequest low =
          ChatRequest.builder("qwen3:4b").message(Message.user("hi")).think(Think.LOW).build();
      if (!levelsForAll) {
        assertThatThrownBy(() -> client().chat(low, StreamHandler.NONE))
            .as(version)
            .isInstanceOfSatisfying(
                UnsupportedCapabilityException.class,
                e -> assertThat(e.capability()).isEqualTo("thinking"))
            .hasMessageContaining("takes no thinking level")
            .hasMessageContaining("think value \"low\" is not supported for this model");
      }
      sim.enqueue(Reply.text("Hello.").withThinking("a greeting"));

      AgentReply reply = agent().model("qwen3:4b").think(Think.LOW).build().chat("hi");

      assertThat(reply.text()).as(version).isEqualTo("Hello.");
      if (levelsForAll) {
        assertThat(chats()).as(version).hasSize(1);
        assertThat(reply.trace().recoveries()).as(version).isEmpty();
      } else {
        // refused with the level, then retried with think left to the server (on for qwen3)
        assertThat(chats()).as(version).hasSize(3);
        assertThat(chats().get(1).json().get("think").getAsString()).isEqualTo("low");
        assertThat(chats().get(2).json().has("think")).isFalse();
        assertThat(reply.trace().recoveries()).as(version).isNotEmpty();
      }
    }
  }
}

package dev.vex.spring.boot.webapp;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import java.util.Map;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** The smallest chat web application on the starter: one endpoint, the agent injected. */
@SpringBootApplication
public class ChatApplication {

  /** {@code POST /chat} with {@code {"message": "..."}} answers {@code {"reply": "..."}}. */
  @RestController
  static class ChatController {
    private final Agent agent;

    ChatController(Agent agent) {
      this.agent = agent;
    }

    @PostMapping("/chat")
    Map<String, Object> chat(@RequestBody Map<String, String> body) {
      AgentReply reply = agent.chat(body.getOrDefault("message", ""));
      return Map.of("reply", reply.text(), "sources", reply.links());
    }
  }
}

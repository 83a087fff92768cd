package dev.vex.core.internal;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.message.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Builds the messages of the first round: system prompt, ground truth, memory, history, user. */
final class PromptAssembler {
  static final String GROUND_TRUTH_OPEN = "<ground_truth>";
  static final String GROUND_TRUTH_CLOSE = "</ground_truth>";

  private PromptAssembler() {}

  static List<Message> assemble(
      String systemPrompt,
      List<GroundTruth> truths,
      List<MemoryEntry> memories,
      Locale locale,
      List<Message> history,
      Message user) {
    List<Message> messages = new ArrayList<>(history.size() + 4);
    String system = system(systemPrompt, truths, memories, locale);
    if (!system.isEmpty()) {
      messages.add(Message.system(system));
    }
    messages.addAll(history);
    messages.add(user);
    return messages;
  }

  static String system(
      String systemPrompt, List<GroundTruth> truths, List<MemoryEntry> memories, Locale locale) {
    if (truths.isEmpty() && memories.isEmpty()) {
      return systemPrompt;
    }
    StringBuilder sb = new StringBuilder(systemPrompt);
    if (!memories.isEmpty()) {
      sb.append("\n\nWhat you remember from earlier conversations:");
      for (MemoryEntry m : memories) {
        sb.append("\n- The user said: ").append(oneLine(m.text()));
      }
    }
    if (!truths.isEmpty()) {
      sb.append("\n\nReal data fetched just now. Use these figures exactly as given; never use")
          .append(" figures from memory, and say where they come from.\n")
          .append(GROUND_TRUTH_OPEN);
      for (GroundTruth t : truths) {
        sb.append("\n[")
            .append(t.kind())
            .append(" from ")
            .append(t.sourceName())
            .append(", fetched ")
            .append(t.fetchedAt())
            .append("]\n")
            .append(t.summary(locale).strip());
      }
      sb.append('\n').append(GROUND_TRUTH_CLOSE);
    }
    return sb.toString();
  }

  private static String oneLine(String s) {
    String t = s.replace('\n', ' ').strip();
    return t.length() > 200 ? t.substring(0, 200) + "…" : t;
  }
}

package dev.vex.core;

import dev.vex.core.intent.Intent;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.message.Message;
import dev.vex.core.message.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The history of one conversation: user messages and the agent's replies, oldest first. The agent
 * appends both after each turn; tool traffic stays out of it, which keeps small models' context
 * short. Keeps the most recent {@code maxMessages}. Thread-safe.
 *
 * <p>Turns on one conversation run one at a time: a second turn started while one runs waits for it
 * (cancellable, and within its own {@code callTimeout}) and then sees its exchange in the history.
 * Turns on different conversations run in parallel.
 *
 * <p>The agent also keeps the intents it found in the last user message it answered here, and gives
 * them with that message to the classifier of the next turn ({@link
 * dev.vex.core.intent.PreviousTurn}), so that a follow-up such as "and tomorrow?" is read against
 * the question before it. Only that one turn is kept.
 *
 * <p>A conversation carries the <em>memory id</em> that scopes long-term memory, like a chat memory
 * provider's id: the user's id when their memory should span their conversations, else the
 * conversation's own random id. An agent shared by many users recalls and stores each turn's memory
 * under that id only.
 *
 * <pre>{@code
 * Conversation c = Conversation.create("user-42");   // memory follows the user
 * agent.chat(c, "I'm vegetarian, find me a recipe");  // remembers "I'm vegetarian" for user-42
 * }</pre>
 */
public final class Conversation {
  private final int maxMessages;
  private final String memoryId;
  private final List<Message> messages = new ArrayList<>();
  private final ReentrantLock turnLock = new ReentrantLock(true);
  // the last user message the agent appended and the intents it found in it; only that one turn
  private Message lastUser;
  private List<Intent> lastIntents = List.of();

  private Conversation(int maxMessages, String memoryId) {
    if (maxMessages < 2) {
      throw new IllegalArgumentException("maxMessages must be >= 2: " + maxMessages);
    }
    this.maxMessages = maxMessages;
    this.memoryId = MemoryStore.checkMemoryId(memoryId);
  }

  /**
   * Creates an empty conversation that keeps the last 40 messages, with a random memory id of its
   * own: its long-term memory is shared with no other conversation.
   *
   * @return the conversation
   */
  public static Conversation create() {
    return new Conversation(40, "conversation-" + UUID.randomUUID());
  }

  /**
   * Creates an empty conversation that keeps the last 40 messages, whose long-term memory is scoped
   * by the given id (typically the user's id).
   *
   * @param memoryId the memory id, 1 to 200 characters
   * @return the conversation
   */
  public static Conversation create(String memoryId) {
    return new Conversation(40, memoryId);
  }

  /**
   * Creates an empty conversation with a random memory id of its own.
   *
   * @param maxMessages how many messages it keeps, at least 2; older ones are dropped first
   * @return the conversation
   */
  public static Conversation withLimit(int maxMessages) {
    return new Conversation(maxMessages, "conversation-" + UUID.randomUUID());
  }

  /**
   * Creates an empty conversation.
   *
   * @param maxMessages how many messages it keeps, at least 2; older ones are dropped first
   * @param memoryId the memory id, 1 to 200 characters
   * @return the conversation
   */
  public static Conversation withLimit(int maxMessages, String memoryId) {
    return new Conversation(maxMessages, memoryId);
  }

  /**
   * Returns the id that scopes this conversation's long-term memory.
   *
   * @return the memory id
   */
  public String memoryId() {
    return memoryId;
  }

  /**
   * Appends a message.
   *
   * @param message a user or assistant message
   * @throws IllegalArgumentException for system and tool messages (the agent adds those itself)
   */
  public synchronized void add(Message message) {
    if (message.role() == Role.SYSTEM || message.role() == Role.TOOL) {
      throw new IllegalArgumentException("a conversation holds user and assistant messages only");
    }
    messages.add(message);
    int excess = messages.size() - maxMessages;
    if (excess > 0) {
      messages.subList(0, excess).clear();
    }
  }

  /**
   * Returns a snapshot of the messages.
   *
   * @return the messages, oldest first
   */
  public synchronized List<Message> messages() {
    return List.copyOf(messages);
  }

  /**
   * Returns the number of messages.
   *
   * @return the size
   */
  public synchronized int size() {
    return messages.size();
  }

  /** Forgets everything. */
  public synchronized void clear() {
    messages.clear();
    lastUser = null;
    lastIntents = List.of();
  }

  /** Held by the turn running on this conversation; later turns wait, first come first served. */
  ReentrantLock turnLock() {
    return turnLock;
  }

  synchronized void exchange(Message user, Message assistant, List<Intent> intents) {
    add(user);
    add(assistant);
    lastUser = user;
    lastIntents = List.copyOf(intents);
  }

  /** The last user message in the history, or null when there is none. */
  synchronized Message lastUserMessage() {
    for (int i = messages.size() - 1; i >= 0; i--) {
      if (messages.get(i).role() == Role.USER) {
        return messages.get(i);
      }
    }
    return null;
  }

  /**
   * The intents the agent found in this user message, when it is the last one the agent appended;
   * null when they are not known (the host added the message itself).
   */
  synchronized List<Intent> intentsOf(Message user) {
    return user == lastUser ? lastIntents : null;
  }
}

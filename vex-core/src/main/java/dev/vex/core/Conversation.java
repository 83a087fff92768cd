package dev.vex.core;

import dev.vex.core.message.Message;
import dev.vex.core.message.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The history of one conversation: user messages and the agent's replies, oldest first. The agent
 * appends both after each turn; tool traffic stays out of it, which keeps small models' context
 * short. Keeps the most recent {@code maxMessages}. Thread-safe.
 *
 * <p>Turns on one conversation run one at a time: a second turn started while one runs waits for it
 * (cancellable, and within its own {@code callTimeout}) and then sees its exchange in the history.
 * Turns on different conversations run in parallel.
 */
public final class Conversation {
  private final int maxMessages;
  private final List<Message> messages = new ArrayList<>();
  private final ReentrantLock turnLock = new ReentrantLock(true);

  private Conversation(int maxMessages) {
    this.maxMessages = maxMessages;
  }

  /**
   * Creates an empty conversation that keeps the last 40 messages.
   *
   * @return the conversation
   */
  public static Conversation create() {
    return new Conversation(40);
  }

  /**
   * Creates an empty conversation.
   *
   * @param maxMessages how many messages it keeps; older ones are dropped first
   * @return the conversation
   */
  public static Conversation withLimit(int maxMessages) {
    if (maxMessages < 2) {
      throw new IllegalArgumentException("maxMessages must be >= 2: " + maxMessages);
    }
    return new Conversation(maxMessages);
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
  }

  /** Held by the turn running on this conversation; later turns wait, first come first served. */
  ReentrantLock turnLock() {
    return turnLock;
  }

  synchronized void exchange(Message user, Message assistant) {
    add(user);
    add(assistant);
  }
}
